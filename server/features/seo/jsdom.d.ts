// The part of jsdom (a dev dependency that ships no types) the seo tests use to parse the HTML and XML
// the server sends; with contentType 'application/xml' it throws on a document that is not well-formed.
declare module 'jsdom' {
  export class JSDOM {
    constructor(text?: string, options?: { contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
