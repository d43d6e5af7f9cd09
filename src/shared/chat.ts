/** Spec §3 "Project" types. */
export const PROJECT_TYPES = [
  "building_permit",
  "renovation",
  "new_construction",
  "addition",
  "adu",
] as const;
export type ProjectTypeId = (typeof PROJECT_TYPES)[number];

/** Issue 6: a question longer than this is refused before anything is charged. */
export const CHAT_QUERY_MAX_CHARS = 4000;

/** Spec §7 "Chat": the two 401 messages. */
export const CHAT_UNAUTHENTICATED = "User must be authenticated to use chat";
export const CHAT_INVALID_TOKEN = "No valid session token";

/**
 * Spec §3 "Expert": the official permit office of the address (`kind: "permit-office"`, from the
 * knowledge base), or a vetted professional an operator added. A rating and review count are
 * shown only where real ones exist (null otherwise); "Contact Expert" dials `phoneNumber`, else
 * opens `website`. `isDemo` experts are examples, shown as such.
 */
export type Expert = {
  id: string;
  kind: "permit-office" | "professional";
  name: string;
  avatarUrl: string | null;
  role: string;
  specialty: string;
  experience: string;
  rating: number | null;
  reviewCount: number | null;
  location: string;
  availability: string;
  phoneNumber: string | null;
  website: string | null;
  isDemo: boolean;
};

/** Spec §3 "Chat message", as the server stores and answers it. */
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

/** One streamed piece of an answer (spec §7 "Chat answers"); the last may carry experts. */
export type ChatChunk = { content: string; sessionId: string; experts?: Expert[] };
