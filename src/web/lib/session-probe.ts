/**
 * Whether the visitor is signed in, and as whom, asked with one plain request: for the small
 * scripts of prerendered pages (islands), which cannot carry the auth client. Null when signed
 * out, or when the server cannot say.
 */
export async function probeSession(): Promise<{ email: string } | null> {
  try {
    const response = await fetch("/api/auth/get-session", { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: { email?: unknown } } | null;
    return typeof body?.user?.email === "string" ? { email: body.user.email } : null;
  } catch {
    return null;
  }
}
