import { asc } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { waitlistSignups } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** Adds a normalised e-mail to the waitlist; a second sign-up of the same address is refused. */
export async function joinWaitlist(options: { db: Database; email: string }): Promise<void> {
  const inserted = await options.db
    .insert(waitlistSignups)
    .values({ email: options.email })
    .onConflictDoNothing({ target: waitlistSignups.email })
    .returning({ id: waitlistSignups.id });
  if (inserted.length === 0) throw new AppError("already_signed_up");
}

export async function listWaitlistSignups(options: { db: Database }) {
  return options.db
    .select({ email: waitlistSignups.email, createdAt: waitlistSignups.createdAt })
    .from(waitlistSignups)
    .orderBy(asc(waitlistSignups.createdAt), asc(waitlistSignups.email));
}
