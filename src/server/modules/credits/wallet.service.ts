import type { Database } from "../../db/database.ts";
import { applyLedgerEntry, ensureProfile } from "./ledger.service.ts";

const SIGNUP_BONUS_REFERENCE = "signup_bonus";

/**
 * Opens a new user's wallet: the profile at zero, then the signup bonus as the first ledger row.
 * Safe to call again: the bonus reference can be applied once only.
 */
export async function openWallet(options: {
  db: Database;
  userId: string;
  signupBonus: number;
}): Promise<void> {
  await ensureProfile(options);
  if (options.signupBonus <= 0) return;
  await applyLedgerEntry({
    db: options.db,
    userId: options.userId,
    amount: options.signupBonus,
    type: "signup_bonus",
    description: "Welcome bonus",
    reference: SIGNUP_BONUS_REFERENCE,
  });
}
