import type { Database } from "../../db/database.ts";
import { applyLedgerEntry, ensureProfile, getBalance } from "./ledger.service.ts";

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

/**
 * The user's balance. The wallet is opened at sign-up; this also heals an account whose opening
 * was interrupted (the bonus still applies once).
 */
export async function getOrOpenWallet(options: {
  db: Database;
  userId: string;
  signupBonus: number;
}): Promise<number> {
  const credits = await getBalance(options);
  if (credits !== null) return credits;
  await openWallet(options);
  return (await getBalance(options)) ?? 0;
}
