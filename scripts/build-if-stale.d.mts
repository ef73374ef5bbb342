// Types of build-if-stale.mjs for the TypeScript that imports it (server/test/global-setup.ts).
export declare function buildIfStale(which?: Array<'web' | 'renderer' | 'server'>): void;
