/**
 * Whether the visitor is signed in, and as whom, asked with one plain request: for the small
 * scripts of prerendered pages (islands), which cannot carry the auth client. Null when signed
 * out, or when the server cannot say.
 */
export async function probeSession(): Promise<{ id: string; email: string } | null> {
  try {
    const response = await fetch("/api/auth/get-session", { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: { id?: unknown; email?: unknown } } | null;
    const user = body?.user;
    return typeof user?.id === "string" && typeof user.email === "string"
      ? { id: user.id, email: user.email }
      : null;
  } catch {
    return null;
  }
}
