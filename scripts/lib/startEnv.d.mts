/** The environment `npm start` runs the server with (startEnv.mjs). */
export declare const startEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
