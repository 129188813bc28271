/**
 * What the browser's bundle gets for `qs`. InstantSearch's history router imports it for its own
 * query-string codec and hands it to `createURL` and `parseURL`; the islands pass their own, which
 * read and write the query string with URLSearchParams (island-routing.ts). The real package and
 * what it brings (side-channel, get-intrinsic, object-inspect) were 55 KB of `/search`'s JavaScript,
 * 16.6 KiB compressed, that no visitor ran. The server keeps the real one (next.config.ts).
 */
function notBundled(): never {
  throw new Error('qs is not in the browser bundle: a search island passes its own createURL and parseURL');
}

const qs: { parse(text: string): never; stringify(value: unknown): never } = {
  parse: notBundled,
  stringify: notBundled,
};

export default qs;
