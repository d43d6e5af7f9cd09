/**
 * What the prerendered pages carry where the site's own address belongs (canonical links, Open
 * Graph, JSON-LD, the widget snippet, the API examples): the build does not know where it will be
 * served, so it writes this, and the server writes its PUBLIC_URL in its place when it serves a
 * page (src/server/site/serve-site.ts). One build thus serves any address and any port
 * (docs/decisions/027-site-address-at-serve-time.md). A `.invalid` host (RFC 2606) never resolves,
 * so a page that escaped the substitution links nowhere rather than to someone else's site.
 */
export const SITE_ADDRESS_PLACEHOLDER = "https://site-address.invalid";

/** The text with the server's address in place of every placeholder. */
export function withSiteAddress(text: string, address: string): string {
  // split/join, not replaceAll: a `$` in the address would be a replacement pattern there.
  return text.split(SITE_ADDRESS_PLACEHOLDER).join(address);
}
