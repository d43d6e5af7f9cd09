import { describe, expect, it } from "vitest";
import { propertyWithoutFacts, sampleProperty } from "#shared/addresses.ts";
import { chatRequestSchema } from "#shared/chat-requests.ts";
import { buildChatRequest } from "./chat-request.ts";

const ADDRESS = "742 Evergreen Ter, Columbus, OH 43215";
const base = {
  query: "Do I need a permit for a deck?",
  sessionId: "s-1",
  projectId: "p-1",
  userId: "u-1",
};

describe("buildChatRequest", () => {
  it("builds the request body and its options, streaming unless diagnostic", () => {
    const provider = {
      ...propertyWithoutFacts(ADDRESS, "provider"),
      city: "Columbus",
      state: "OH",
      zipCode: "43215",
      propertyType: "Single Family",
      yearBuilt: 1925,
      sqft: 1500,
    };
    const body = buildChatRequest({ ...base, diagnostic: false, property: provider });
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      query: base.query,
      sessionId: "s-1",
      projectId: "p-1",
      userId: "u-1",
      options: {
        projectId: "p-1",
        sessionId: "s-1",
        streaming: true,
        municipalityContext: { name: "Columbus", state: "OH" },
        propertyContext: {
          address: ADDRESS,
          city: "Columbus",
          propertyType: "Single Family",
          yearBuilt: 1925,
        },
      },
    });
    // The server reads no other building facts, so none are sent.
    expect(body.options?.propertyContext).not.toHaveProperty("sqft");
    expect(buildChatRequest({ ...base, diagnostic: true }).options?.streaming).toBe(false);
  });

  it("sends no building facts from sample data, only where the property is", () => {
    const body = buildChatRequest({
      ...base,
      diagnostic: false,
      property: sampleProperty(ADDRESS),
    });
    expect(body.options?.propertyContext).toEqual({
      address: ADDRESS,
      city: null,
      state: null,
      zipCode: null,
    });
  });
});
