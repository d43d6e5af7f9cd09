import { z } from "zod";

/** The kinds of project a project may be (`project_type`). */
export const PROJECT_TYPES = [
  "building_permit",
  "renovation",
  "new_construction",
  "addition",
  "adu",
] as const;
export type ProjectTypeId = (typeof PROJECT_TYPES)[number];

/** A question longer than this is refused before anything is charged. */
export const CHAT_QUERY_MAX_CHARS = 4000;

/** The chat's two 401 messages: signed out, and a Bearer token that names no session. */
export const CHAT_UNAUTHENTICATED = "User must be authenticated to use chat";
export const CHAT_INVALID_TOKEN = "No valid session token";

/**
 * An expert: the official permit office of the address (`kind: "permit-office"`, from the
 * knowledge base), or a vetted professional an operator added. A rating and review count are
 * shown only where real ones exist (null otherwise); "Contact Expert" dials `phoneNumber`, else
 * opens `website`. `isDemo` experts are examples, shown as such.
 */
export const expertSchema = z.object({
  id: z.string(),
  kind: z.enum(["permit-office", "professional"]),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.string(),
  specialty: z.string(),
  experience: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().nullable(),
  location: z.string(),
  availability: z.string(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  isDemo: z.boolean(),
});
export type Expert = z.infer<typeof expertSchema>;

/** What an answer stores beside its words (`chat_messages.extras`). */
export type ChatExtras = { experts?: Expert[]; interrupted?: boolean };

/** A chat message, as the server stores and answers it. */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  createdAt: string;
  pending: boolean;
  sessionId: string;
  messageType?: "welcome";
  isWelcomeMessage?: boolean;
  extras?: { experts?: Expert[] };
};
