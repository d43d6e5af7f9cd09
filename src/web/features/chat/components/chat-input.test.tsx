import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ChatInput,
  type ChatInputProps,
  FIRST_PLACEHOLDER,
  INPUT_MAX_HEIGHT_PX,
  NEXT_PLACEHOLDER,
} from "./chat-input.tsx";

function renderInput(props: Partial<ChatInputProps> = {}) {
  const onSend = vi.fn<ChatInputProps["onSend"]>(() => true);
  render(
    <ChatInput onSend={onSend} busy={false} hasConversation={false} sentHistory={[]} {...props} />,
  );
  const user = userEvent.setup();
  const box = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
  const sendButton = screen.getByRole("button", { name: "Send message" });
  return { onSend: props.onSend ?? onSend, user, box, sendButton };
}

afterEach(() => vi.restoreAllMocks());

describe("ChatInput", () => {
  it("invites the first message, then the continuation", () => {
    const { box } = renderInput();
    expect(box).toHaveAttribute("placeholder", FIRST_PLACEHOLDER);
    expect(FIRST_PLACEHOLDER).toBe("Ask about permits, building codes, or your project...");
  });

  it("says Continue the conversation... once there is one", () => {
    const { box } = renderInput({ hasConversation: true });
    expect(box).toHaveAttribute("placeholder", NEXT_PLACEHOLDER);
    expect(NEXT_PLACEHOLDER).toBe("Continue the conversation...");
  });

  it("sends the trimmed text on Enter and empties the box", async () => {
    const { onSend, user, box } = renderInput();
    await user.type(box, "  Deck permit?  {Enter}");
    expect(onSend).toHaveBeenCalledWith("Deck permit?");
    expect(box).toHaveValue("");
  });

  it("adds a line on Shift+Enter without sending", async () => {
    const { onSend, user, box } = renderInput();
    await user.type(box, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(box).toHaveValue("Line one\nLine two");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("clears the box on Escape", async () => {
    const { user, box } = renderInput();
    await user.type(box, "Never mind");
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
  });

  it("keeps the text when the send is refused", async () => {
    const { user, box } = renderInput({ onSend: () => false });
    await user.type(box, "No credits{Enter}");
    expect(box).toHaveValue("No credits");
  });

  it("disables sending for empty or blank text and while busy", async () => {
    const { user, box, sendButton, onSend } = renderInput({ busy: true });
    expect(sendButton).toBeDisabled();
    await user.type(box, "   ");
    expect(sendButton).toBeDisabled();
    await user.type(box, "Deck?{Enter}");
    expect(sendButton).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("   Deck?");
  });

  it("is focused when the chat opens, ready to type", () => {
    const { box } = renderInput();
    expect(box).toHaveFocus();
  });

  it("enables the button for text and sends on click", async () => {
    const { user, box, sendButton, onSend } = renderInput();
    await user.type(box, "Deck?");
    expect(sendButton).toBeEnabled();
    await user.click(sendButton);
    expect(onSend).toHaveBeenCalledWith("Deck?");
  });

  it("steps back and forth through the messages sent earlier, one press a step, then back to the draft", async () => {
    const { user, box } = renderInput({ sentHistory: ["first", "second", "third"] });
    await user.click(box);
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("third");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("second");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveValue("first");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveValue("second");
    // The caret ends each step at the end of the message, ready to send or edit.
    expect(box.selectionStart).toBe("second".length);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveValue("");
  });

  it("steps through a recalled message of several lines from its first and last lines", async () => {
    const { user, box } = renderInput({ sentHistory: ["older", "line one\nline two"] });
    await user.click(box);
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("line one\nline two");
    // The caret is on the last line: Up moves it to the first line, the next Up steps.
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("line one\nline two");
    box.setSelectionRange(2, 2);
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("older");
  });

  it("gives back what was being typed after stepping past the newest entry", async () => {
    const { user, box } = renderInput({ sentHistory: ["earlier"] });
    await user.type(box, "draft");
    await user.keyboard("{Home}{ArrowUp}");
    expect(box).toHaveValue("earlier");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveValue("draft");
  });

  it("leaves the arrows to move between lines while the caret is inside the text", async () => {
    const { user, box } = renderInput({ sentHistory: ["earlier"] });
    await user.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    // The caret is at the end of line two: ArrowUp is a caret move, not a recall.
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("line one\nline two");
    box.setSelectionRange(3, 3);
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveValue("line one\nline two");
  });

  it(`grows with its text up to ${INPUT_MAX_HEIGHT_PX}px, then scrolls`, async () => {
    let contentHeight = 40;
    vi.spyOn(HTMLTextAreaElement.prototype, "scrollHeight", "get").mockImplementation(
      () => contentHeight,
    );
    const { user, box } = renderInput();
    await user.type(box, "a");
    expect(box.style.height).toBe("40px");
    expect(box.style.overflowY).toBe("hidden");
    contentHeight = 300;
    await user.type(box, "b");
    expect(box.style.height).toBe("120px");
    expect(box.style.overflowY).toBe("auto");
  });
});
