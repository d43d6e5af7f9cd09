/** Password length rules for sign-up and password changes. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Where to go after signing in: only a path on this site. Anything else (another origin,
 * "//host", "/\\host", "/.//host", a scheme) falls back to the home page, so a link cannot send a
 * user away.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/"): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  if (candidate.includes("\\") || [...candidate].some((char) => char.charCodeAt(0) < 0x20)) {
    return fallback;
  }
  try {
    const url = new URL(candidate, "http://permitlm.invalid");
    if (url.origin !== "http://permitlm.invalid") return fallback;
    // "/.//evil.example/x" normalises to "//evil.example/x", which a link reads as another host.
    if (url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** "ada.lovelace@example.com" → "ada.lovelace": the name the sign-in toast welcomes. */
export function welcomeName(email: string): string {
  return email.split("@")[0] ?? email;
}
