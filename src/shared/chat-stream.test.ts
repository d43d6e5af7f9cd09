import { describe, expect, it } from "vitest";
import type { Expert } from "./chat.ts";
import { encodeChatChunk, parseChatChunk, parseChatReply } from "./chat-stream.ts";

const OFFICE: Expert = {
  id: "office-columbus-oh",
  kind: "permit-office",
  name: "Building and Zoning Services",
  avatarUrl: null,
  role: "Official permit office",
  specialty: "Building permits",
  experience: "City of Columbus",
  rating: null,
  reviewCount: null,
  location: "Columbus, OH",
  availability: "Weekdays",
  phoneNumber: "614-645-7433",
  website: null,
  isDemo: false,
};

describe("the chat stream's wire contract", () => {
  it("reads back what the server writes, words and experts", () => {
    const words = { content: "Yes, a deck over 200 sq ft needs a permit.", sessionId: "s-1" };
    expect(parseChatChunk(encodeChatChunk(words))).toEqual(words);
    const last = { content: "", sessionId: "s-1", experts: [OFFICE] };
    expect(parseChatChunk(encodeChatChunk(last))).toEqual(last);
  });

  it("skips a payload that is not a chunk, and keeps the words of one with a broken expert", () => {
    expect(parseChatChunk("not json")).toBeNull();
    expect(parseChatChunk("42")).toBeNull();
    expect(parseChatChunk('{"content":"Yes.","experts":[{"id":1}]}')).toEqual({
      content: "Yes.",
    });
  });

  it("reads a direct reply, and an empty one from a body that is not a reply", () => {
    expect(
      parseChatReply(JSON.stringify({ response: "Yes.", sessionId: "s", experts: [OFFICE] })),
    ).toEqual({ response: "Yes.", sessionId: "s", experts: [OFFICE] });
    expect(parseChatReply('{"answer":"Older server."}')).toEqual({ answer: "Older server." });
    expect(parseChatReply("<html>")).toEqual({});
  });
});
