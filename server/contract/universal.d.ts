// The part of the WHATWG URL API the contract uses, which browsers and Node both provide as globals. The
// contract is checked with neither the DOM's nor node's types (tsconfig.contract.json), so it declares the
// little it relies on here; the app's and the server's checks use their own, fuller declarations.
declare class URLSearchParams {
  constructor(init?: string | URLSearchParams | Record<string, string>);
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}
