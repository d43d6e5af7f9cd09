import { describe, expect, it } from "vitest";
import { chatChargeDescription } from "./chat-turn.service.ts";

describe("the history's line for a chat charge", () => {
  it("says what was asked", () => {
    expect(chatChargeDescription("Do I need a permit for a deck?")).toBe(
      "Chat: Do I need a permit for a deck?",
    );
  });

  it("keeps a long question to its first words, on one line", () => {
    const line = chatChargeDescription(
      "What setbacks apply to a detached garage\non a corner lot in Austin, and do I need a survey first?",
    );
    expect(line).toBe("Chat: What setbacks apply to a detached garage on a corner lot in…");
    expect(line.length).toBeLessThanOrEqual(67);
  });
});
