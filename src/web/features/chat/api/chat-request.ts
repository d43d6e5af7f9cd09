import type { z } from "zod";
import type { PropertyDetails } from "#shared/addresses.ts";
import type { chatRequestSchema } from "#shared/chat-requests.ts";

/** The body of POST /api/chat-permits as the client sends it. */
export type ChatRequestBody = z.input<typeof chatRequestSchema>;

export type ChatRequestInput = {
  query: string;
  sessionId: string;
  projectId?: string | null | undefined;
  userId: string;
  /** Diagnostic mode: a direct JSON call instead of a stream. */
  diagnostic: boolean;
  property?: PropertyDetails | null | undefined;
};

/**
 * The property facts the assistant may rely on. Only a property-data provider's figures are facts
 * about this building: the sample figures and the gazetteer's place-only answer would have
 * the assistant speak of a year built or a size the property does not have, so then only where
 * the property is goes along.
 */
function propertyContextOf(property: PropertyDetails) {
  const place = {
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
  };
  if (property.source !== "provider") return place;
  return { ...place, propertyType: property.propertyType, yearBuilt: property.yearBuilt };
}

/** Builds the request body with its `options`. */
export function buildChatRequest(input: ChatRequestInput): ChatRequestBody {
  const projectId = input.projectId ?? undefined;
  const property = input.property ?? null;
  return {
    query: input.query,
    sessionId: input.sessionId,
    projectId,
    userId: input.userId,
    options: {
      projectId,
      sessionId: input.sessionId,
      streaming: !input.diagnostic,
      municipalityContext: property ? { name: property.city, state: property.state } : undefined,
      propertyContext: property ? propertyContextOf(property) : undefined,
    },
  };
}
