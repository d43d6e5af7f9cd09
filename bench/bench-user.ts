import type { Database } from "../src/server/db/database.ts";
import { applyLedgerEntry } from "../src/server/modules/credits/ledger.service.ts";

/**
 * Signs a bench user up on a running server and gives them `credits` for the whole run (straight
 * into the ledger, as support would); resolves to their session cookie.
 */
export async function signUpWithCredits(options: {
  origin: string;
  db: Database;
  email: string;
  credits: number;
}): Promise<string> {
  const { origin, db, email, credits } = options;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: "correct horse battery", name: email.split("@")[0] }),
  });
  const { user } = (await response.json()) as { user: { id: string } };
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
