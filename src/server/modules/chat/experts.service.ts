import { the } from "#shared/authority-names.ts";
import type { Expert } from "#shared/chat.ts";
import type { Database } from "../../db/database.ts";
import { experts } from "../../db/schema.ts";
import type { Jurisdiction } from "../permits/jurisdiction.ts";

/** Words that show a question calls for a professional, not just an answer. */
const ASKS_FOR_A_PROFESSIONAL =
  /\b(architect|engineer|contractor|builder|expedit\w*|designer|professional|expert|hire|who can help|someone to)\b/i;

/** Words that show a question calls for a person at the permit office. */
const ASKS_FOR_THE_OFFICE =
  /\b(who (do|should|can) i (call|contact|talk to|speak (to|with)|ask)|phone number|call (the|them)|contact (the|them)|talk to (someone|a person|the)|speak (to|with) (someone|a person|the)|permit (office|desk|counter|center|centre)|help desk|building (department|official|inspector)|inspector|in person)\b/i;

/**
 * The official permit office of the address as an expert card: its name, phone, address and page
 * from the knowledge base (the local layer's office, else the department on file). No rating or
 * review count: none is invented. Null where no office with a phone or page is on file.
 */
export function permitOfficeExpert(jurisdiction: Jurisdiction): Expert | null {
  const authority = jurisdiction.authority;
  if (!authority || authority.kind === "none") return null;
  const local = jurisdiction.local;
  const known = jurisdiction.department;
  const name = local?.department ?? known?.department ?? null;
  const phoneNumber = local?.phone ?? known?.phone ?? null;
  const website = local?.website ?? local?.portal ?? known?.website ?? null;
  if (!name || (!phoneNumber && !website)) return null;
  return {
    id: `permit-office:${jurisdiction.stateCode}:${authority.name}`,
    kind: "permit-office",
    name,
    avatarUrl: null,
    role: "Official permit office",
    specialty: `Building permits, plan review and inspections for ${the(authority.name)}`,
    experience: "The authority that issues building permits for this address",
    rating: null,
    reviewCount: null,
    location:
      local?.address ??
      ([jurisdiction.city, jurisdiction.stateCode].filter(Boolean).join(", ") || authority.name),
    availability: phoneNumber ? "Call during business hours" : "Online: see its website",
    phoneNumber,
    website,
    isDemo: false,
  };
}

/**
 * The experts an answer points to, when the question calls for a person: the address's official
 * permit office first, then the vetted professionals an operator added whose topics the question
 * names (best match first). None for a question that asks for no one.
 */
export async function expertsFor(options: {
  db: Database;
  question: string;
  jurisdiction?: Jurisdiction | null;
  limit?: number;
}): Promise<Expert[]> {
  const { question, jurisdiction } = options;
  const wantsProfessional = ASKS_FOR_A_PROFESSIONAL.test(question);
  const wantsOffice = wantsProfessional || ASKS_FOR_THE_OFFICE.test(question);
  if (!wantsOffice) return [];
  const office = jurisdiction ? permitOfficeExpert(jurisdiction) : null;
  const lower = question.toLowerCase();
  const rows = wantsProfessional ? await options.db.select().from(experts) : [];
  const professionals = rows
    .map((row) => ({ row, score: row.topics.filter((topic) => lower.includes(topic)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || (b.row.rating ?? 0) - (a.row.rating ?? 0))
    .map(({ row }): Expert => ({
      id: row.id,
      kind: "professional",
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
      website: row.website,
      isDemo: row.isDemo,
    }));
  return [...(office ? [office] : []), ...professionals].slice(0, options.limit ?? 3);
}
