// The WHATWG URL parser, a global of every runtime this package runs in (Node, the browsers), which
// the language's own type library does not declare: the parts the rules here read.
export interface WebUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  searchParams: { get(name: string): string | null };
}

const WebURL = (globalThis as unknown as { URL: new (input: string) => WebUrl }).URL;

// null for text that is no absolute URL
export function parseUrl(text: string): WebUrl | null {
  try {
    return new WebURL(text);
  } catch {
    return null;
  }
}
