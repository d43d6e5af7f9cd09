import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "#shared/chat.ts";
import { EXAMPLE_QUESTIONS } from "../example-questions.ts";
import { EXPERT } from "../__fixtures__/chat-responses.ts";
import { ChatView, type ChatViewProps } from "./chat-view.tsx";

const message = (
  id: string,
  role: ChatMessage["role"],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  role,
  content,
  timestamp: "2026-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  pending: false,
  sessionId: "s-1",
  ...extra,
});

const QUESTION = message("q", "user", "Do I need a permit for a deck?");
const ANSWER = message("a", "assistant", "**Yes**, above 30 inches.");

function props(overrides: Partial<ChatViewProps> = {}): ChatViewProps {
  return {
    messages: [],
    isTyping: false,
    loading: false,
    connectionError: false,
    sentHistory: [],
    onSend: vi.fn(() => true),
    onRetryConnection: vi.fn(),
    onClearHistory: vi.fn(),
    address: "742 Evergreen Ter, Columbus, OH 43215",
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("ChatView", () => {
  it("puts the user's messages on the right and the assistant's on the left, at most 85% wide", () => {
    const { container } = render(<ChatView {...props({ messages: [QUESTION, ANSWER] })} />);
    const mine = container.querySelector('[data-role="user"]');
    const theirs = container.querySelector('[data-role="assistant"]');
    expect(mine).toHaveTextContent("Do I need a permit for a deck?");
    expect(mine).toHaveClass("ml-auto", "max-w-[85%]");
    expect(theirs).toHaveClass("mr-auto", "max-w-[85%]");
    // The answer is Markdown.
    expect(within(theirs as HTMLElement).getByText("Yes").tagName).toBe("STRONG");
  });

  it('shows "Thinking..." while a reply is on its way, not an empty bubble', () => {
    const placeholder = message("p", "assistant", "", { pending: true });
    const { container } = render(
      <ChatView {...props({ messages: [QUESTION, placeholder], isTyping: true })} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Thinking...");
    expect(container.querySelectorAll('[data-role="assistant"]')).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });

  it('shows "Loading chat..." instead of the messages while loading', () => {
    render(<ChatView {...props({ loading: true, messages: [QUESTION] })} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading chat...");
    expect(screen.queryByText("Welcome to your Project Chat")).not.toBeInTheDocument();
    expect(screen.queryByText(QUESTION.content)).not.toBeInTheDocument();
  });

  it("shows the Connection Error card with Retry Connection and Clear History", async () => {
    const view = props({ connectionError: true });
    render(<ChatView {...view} />);
    const card = screen.getByRole("alert");
    expect(within(card).getByRole("heading", { name: "Connection Error" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Unable to connect to the chat service. Please try again.");
    await userEvent.click(within(card).getByRole("button", { name: "Retry Connection" }));
    expect(view.onRetryConnection).toHaveBeenCalledTimes(1);
    await userEvent.click(within(card).getByRole("button", { name: "Clear History" }));
    // Clearing asks first: Cancel keeps the conversation, confirming clears it.
    const confirm = await screen.findByRole("alertdialog", { name: "Clear this conversation?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(view.onClearHistory).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole("button", { name: "Clear History" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear history" }),
    );
    expect(view.onClearHistory).toHaveBeenCalledTimes(1);
  });

  it("warns of a poor connection only when told to", () => {
    const warning = "Connection quality is poor. Messages may be delayed.";
    const { rerender } = render(<ChatView {...props()} />);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    rerender(<ChatView {...props({ poorConnection: true })} />);
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it("switches the input's invitation once a message was sent", () => {
    const { rerender } = render(<ChatView {...props()} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toHaveAttribute(
      "placeholder",
      "Ask about permits, building codes, or your project...",
    );
    rerender(<ChatView {...props({ messages: [QUESTION, ANSWER] })} />);
    expect(box).toHaveAttribute("placeholder", "Continue the conversation...");
  });

  it("sends an example question from the welcome message", async () => {
    const view = props();
    render(<ChatView {...view} />);
    await userEvent.click(screen.getByRole("button", { name: EXAMPLE_QUESTIONS[1] }));
    expect(view.onSend).toHaveBeenCalledWith(EXAMPLE_QUESTIONS[1]);
  });

  it("shows the experts an answer carries, with the contact handler", async () => {
    const onContactExpert = vi.fn();
    const withExperts = message("a", "assistant", "Hire an architect.", {
      extras: { experts: [EXPERT] },
    });
    render(<ChatView {...props({ messages: [QUESTION, withExperts], onContactExpert })} />);
    await userEvent.click(screen.getByRole("button", { name: "Contact Expert" }));
    expect(onContactExpert).toHaveBeenCalledWith(EXPERT);
  });

  it("reads out a finished answer once, but not the history it opened with", () => {
    const announcer = () => screen.getByTestId("chat-announcer");
    const { rerender } = render(<ChatView {...props({ messages: [QUESTION, ANSWER] })} />);
    expect(announcer()).toHaveAttribute("aria-live", "polite");
    expect(announcer()).toBeEmptyDOMElement();

    const next = message("q2", "user", "And a fence?");
    const streaming = message("a2", "assistant", "Fences over 6 ft", { pending: true });
    const messages = [QUESTION, ANSWER, next, streaming];
    rerender(<ChatView {...props({ messages, isTyping: true })} />);
    expect(announcer()).toBeEmptyDOMElement();

    const done = { ...streaming, content: "Fences over 6 ft need a permit.", pending: false };
    rerender(<ChatView {...props({ messages: [QUESTION, ANSWER, next, done] })} />);
    expect(announcer()).toHaveTextContent("Fences over 6 ft need a permit.");
  });

  /** Lays the chat out as a browser would: a 900 px conversation in a 300 px view. */
  function layOut(answerTop: number) {
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.dataset.messageRole === "assistant" ? answerTop : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
  }

  it('marks a question that was not sent "Not sent", and Retry resends it', async () => {
    const onRetryMessage = vi.fn();
    render(
      <ChatView
        {...props({ messages: [QUESTION] })}
        unsentIds={new Set([QUESTION.id])}
        onRetryMessage={onRetryMessage}
      />,
    );
    expect(screen.getByText("Not sent.")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetryMessage).toHaveBeenCalledWith(QUESTION.id);
  });

  it("scrolls to the newest message when the answer fits in view", () => {
    layOut(700);
    const { rerender } = render(<ChatView {...props({ messages: [QUESTION] })} />);
    const scroller = screen.getByTestId("chat-scroller");
    scroller.scrollTop = 0;
    rerender(<ChatView {...props({ messages: [QUESTION, ANSWER] })} />);
    expect(scroller.scrollTop).toBe(600);
  });

  it("keeps the start of an answer taller than the view in view, not its end", () => {
    layOut(200);
    const { rerender } = render(<ChatView {...props({ messages: [QUESTION] })} />);
    const scroller = screen.getByTestId("chat-scroller");
    scroller.scrollTop = 0;
    rerender(<ChatView {...props({ messages: [QUESTION, ANSWER] })} />);
    expect(scroller.scrollTop).toBe(188);
  });
});
