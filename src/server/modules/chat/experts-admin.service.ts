import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { experts } from "../../db/schema.ts";

/** A vetted professional as support staff add one (`npm run experts:add`). */
export const newExpertSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case words joined by -"),
  name: z.string().trim().min(2),
  role: z.string().trim().min(2),
  specialty: z.string().trim().min(2),
  experience: z.string().trim().min(1),
  location: z.string().trim().min(2),
  availability: z.string().trim().min(2),
  phoneNumber: z.string().trim().min(7).nullable(),
  website: z.url().nullable(),
  topics: z.array(z.string().trim().toLowerCase().min(2)).min(1),
  // Only real reviews: both or neither.
  rating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(1).nullable(),
});

export type NewExpert = z.infer<typeof newExpertSchema>;

/**
 * Adds (or, with the same id, replaces) a vetted professional. A rating needs its review count;
 * one without the other is refused, so no rating is ever shown without reviews behind it.
 */
export async function addExpert(db: Database, input: NewExpert): Promise<void> {
  const expert = newExpertSchema.parse(input);
  if ((expert.rating === null) !== (expert.reviewCount === null))
    throw new Error("give a rating and its review count together, or neither");
  if (!expert.phoneNumber && !expert.website)
    throw new Error("give a phone number or a website, so 'Contact Expert' can reach them");
  const row = { ...expert, avatarUrl: null, isDemo: false };
  await db.insert(experts).values(row).onConflictDoUpdate({ target: experts.id, set: row });
}
