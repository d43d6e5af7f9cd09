import type { Expert } from "#shared/chat.ts";

/** Test doubles for the chat's server answers; imported by tests only. */

const encoder = new TextEncoder();

/**
 * An event-stream response whose body arrives in exactly these pieces, so a test decides where
 * the network splits lines (a string piece is UTF-8 encoded; bytes pass as they are).
 */
export function sseResponse(pieces: (string | Uint8Array)[], init: ResponseInit = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === "string" ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    ...init,
    headers: { "content-type": "text/event-stream", ...init.headers },
  });
}

/** The `data:` lines of a normal answer: its pieces, optional experts, then [DONE]. */
export function sseAnswer(pieces: string[], experts?: Expert[]): string[] {
  return [
    ...pieces.map((content) => `data: ${JSON.stringify({ content, sessionId: "s-1" })}\n\n`),
    ...(experts ? [`data: ${JSON.stringify({ content: "", sessionId: "s-1", experts })}\n\n`] : []),
    "data: [DONE]\n\n",
  ];
}

/** An API error answer: `{"error":{code,message}}` with the status and its reason phrase. */
export function errorResponse(
  status: number,
  statusText: string,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    statusText,
    headers: { "content-type": "application/json", ...headers },
  });
}

export const EXPERT: Expert = {
  id: "demo-architect",
  kind: "professional",
  name: "Maya Ortiz (demo)",
  avatarUrl: null,
  role: "Licensed architect",
  specialty: "Residential additions, ADUs and permit drawings",
  experience: "14 years",
  rating: 4.8,
  reviewCount: 127,
  location: "Remote, all US states",
  availability: "Replies within 1 business day",
  phoneNumber: "+1 (415) 555-0100",
  website: null,
  isDemo: true,
};

/** The address's official permit office, as the chat shows it: no rating is invented. */
export const PERMIT_OFFICE: Expert = {
  id: "permit-office:AZ:City of Phoenix",
  kind: "permit-office",
  name: "City of Phoenix Planning and Development Department",
  avatarUrl: null,
  role: "Official permit office",
  specialty: "Building permits, plan review and inspections for the City of Phoenix",
  experience: "The authority that issues building permits for this address",
  rating: null,
  reviewCount: null,
  location: "200 W Washington St, Phoenix, AZ 85003",
  availability: "Call during business hours",
  phoneNumber: "602-262-7811",
  website: "https://www.phoenix.gov/pdd",
  isDemo: false,
};
