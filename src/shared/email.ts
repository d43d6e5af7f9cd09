/** E-mails are stored trimmed and lower-cased so the same address cannot sign up twice. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The browser's quick check before sending: non-empty and containing "@". */
export function looksLikeEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== "" && trimmed.includes("@");
}
