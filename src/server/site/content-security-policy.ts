import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 sources of every inline script in a page, for its `script-src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** What a frameable page's policy says of its ancestors: any site may frame it. */
export const ANY_FRAME_ANCESTORS = "frame-ancestors *";

/**
 * The policy for our own pages: only our origin, plus the exact inline scripts the build wrote
 * into that page (React Router's hydration data), allowed by hash rather than 'unsafe-inline'.
 * No site may frame a page, except a `frameable` one (the embeddable permit check's).
 */
export function pageContentSecurityPolicy(
  scriptHashes: readonly string[],
  { frameable = false }: { frameable?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameable ? ANY_FRAME_ANCESTORS : "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers are never rendered as documents. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
