import type { Database } from "../src/server/db/database.ts";
import { applyLedgerEntry } from "../src/server/modules/credits/ledger.service.ts";

/**
 * Signs a bench user up on a running server and gives them `credits` more for the whole run
 * (straight into the ledger, as support would; without `db`, they keep the sign-up bonus alone);
 * resolves to their session cookie.
 */
export async function signUpWithCredits(options: {
  origin: string;
  db?: Database;
  email: string;
  credits: number;
}): Promise<string> {
  const { origin, db, email, credits } = options;
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  const password = "correct horse battery";
  // Sign-up opens no session; signing in does.
  await post("sign-up/email", { email, password, name: email.split("@")[0] });
  const response = await post("sign-in/email", { email, password });
  const { user } = (await response.json()) as { user: { id: string } };
  if (db)
    await applyLedgerEntry({
      db,
      userId: user.id,
      amount: credits,
      type: "adjustment",
      description: "bench credits",
      reference: "bench",
    });
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}
