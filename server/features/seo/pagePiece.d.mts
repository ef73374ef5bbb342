// Types of pagePiece.mjs for the TypeScript that imports it.
export declare const asciiHtml: (html: string) => string;
export declare const pieceOptions: (level: number) => { level: number; finishFlush: number };
export declare const checked: (text: string) => { crc: number; size: number };
export declare function pagePiece(text: string): { text: string; deflated: Buffer; crc: number; size: number };
