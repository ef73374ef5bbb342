// The part of jsdom (a dev dependency that ships no types) the seo tests use to parse the HTML and XML
// the server sends; with contentType 'application/xml' it throws on a document that is not well-formed.
// runScripts runs a page's inline scripts (the starter), beforeParse stubs what they call.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      text?: string,
      options?: {
        contentType?: string;
        url?: string;
        runScripts?: 'dangerously';
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
