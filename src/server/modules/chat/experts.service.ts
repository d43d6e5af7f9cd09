import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { parse } from "yaml";
import { z } from "zod";
import type { Expert } from "#shared/chat.ts";
import type { Database } from "../../db/database.ts";
import { experts } from "../../db/schema.ts";

const demoExpertSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  specialty: z.string(),
  experience: z.string(),
  rating: z.number().min(1).max(5),
  reviewCount: z.number().int().min(0),
  location: z.string(),
  availability: z.string(),
  phoneNumber: z.string().nullable(),
  topics: z.array(z.string()),
});

const DEMO_EXPERTS_FILE = new URL("../../../../content/experts/demo-experts.yaml", import.meta.url);

/** The embedded default: a few demo experts, seeded once into an empty experts table. */
export async function seedDemoExperts(db: Database): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(experts);
  if ((existing?.count ?? 0) > 0) return;
  const demo = z.array(demoExpertSchema).parse(parse(readFileSync(DEMO_EXPERTS_FILE, "utf8")));
  await db
    .insert(experts)
    .values(demo.map((expert) => ({ ...expert, avatarUrl: null, isDemo: true })))
    .onConflictDoNothing();
}

/** Words that show a question calls for a professional, not just an answer. */
const ASKS_FOR_A_PROFESSIONAL =
  /\b(architect|engineer|contractor|builder|expedit\w*|designer|professional|expert|hire|who can help|someone to)\b/i;

/** The experts whose topics the question names, best match first; none unless a pro is wanted. */
export async function expertsFor(options: {
  db: Database;
  question: string;
  limit?: number;
}): Promise<Expert[]> {
  if (!ASKS_FOR_A_PROFESSIONAL.test(options.question)) return [];
  const question = options.question.toLowerCase();
  const rows = await options.db.select().from(experts);
  return rows
    .map((row) => ({ row, score: row.topics.filter((topic) => question.includes(topic)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.row.rating - a.row.rating)
    .slice(0, options.limit ?? 2)
    .map(({ row }) => ({
      id: row.id,
      name: row.name,
      avatarUrl: row.avatarUrl,
      role: row.role,
      specialty: row.specialty,
      experience: row.experience,
      rating: row.rating,
      reviewCount: row.reviewCount,
      location: row.location,
      availability: row.availability,
      phoneNumber: row.phoneNumber,
      isDemo: row.isDemo,
    }));
}
