import { useEffect, useRef, useState } from "react";
import type { PropertyDetails } from "#shared/addresses.ts";
import type { ChatMessage, Expert } from "#shared/chat.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { ChatInput } from "./chat-input.tsx";
import { ConfirmClearDialog } from "./confirm-clear-dialog.tsx";
import { ConnectionErrorCard } from "./connection-error-card.tsx";
import { MessageBubble } from "./message-bubble.tsx";
import { TypingIndicator } from "./typing-indicator.tsx";
import { WelcomeMessage } from "./welcome-message.tsx";

/** How close to the bottom (px) still counts as reading the newest message. */
const FOLLOW_THRESHOLD_PX = 80;

export type ChatViewProps = {
  messages: ChatMessage[];
  isTyping: boolean;
  loading: boolean;
  connectionError: boolean;
  sentHistory: readonly string[];
  /** Sends a message; false means it was refused and the text stays in the input. */
  onSend: (text: string) => boolean | void;
  onRetryConnection: () => void;
  onClearHistory: () => void;
  /** The project's address, for the welcome message. */
  address: string;
  propertyDetails?: PropertyDetails | null | undefined;
  /** Shows "Connection quality is poor. Messages may be delayed." */
  poorConnection?: boolean | undefined;
  /** Handles an expert card's "Contact Expert"; without it the button dials the phone number. */
  onContactExpert?: ((expert: Expert) => void) | undefined;
  /** The view's size in the page; it fills it, the list scrolls and the input stays in view. */
  className?: string | undefined;
  /** Questions whose send failed: each shows "Not sent" with Retry. */
  unsentIds?: ReadonlySet<string> | undefined;
  onRetryMessage?: ((messageId: string) => void) | undefined;
};

/**
 * Where following the conversation scrolls to: the bottom, except that an answer taller than
 * the view keeps its start in view (its text streams in below; its sources come last).
 */
function followTarget(element: HTMLElement): number {
  const bottom = element.scrollHeight - element.clientHeight;
  const items = element.querySelectorAll<HTMLElement>("[data-message-role]");
  const last = items[items.length - 1];
  if (last?.dataset.messageRole !== "assistant") return bottom;
  const answerTop =
    last.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
  return Math.min(bottom, Math.max(0, answerTop - ANSWER_TOP_MARGIN_PX));
}

/** Room left above an answer whose start is kept in view. */
const ANSWER_TOP_MARGIN_PX = 12;

/** Markdown marks read aloud as punctuation; the live region says the words only. */
const spoken = (markdown: string) => markdown.replace(/[#*_`>|~]+/g, "").trim();

/**
 * The project chat's screen: the welcome message, the messages, the
 * "Thinking..." indicator, the loading, connection and poor-connection states, and the input.
 */
export function ChatView({
  messages,
  isTyping,
  loading,
  connectionError,
  sentHistory,
  onSend,
  onRetryConnection,
  onClearHistory,
  address,
  propertyDetails,
  poorConnection = false,
  onContactExpert,
  className = "h-[70vh] min-h-[28rem]",
  unsentIds,
  onRetryMessage,
}: ChatViewProps) {
  const busy = loading || isTyping;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // Follows new messages unless the reader scrolled up to read earlier ones.
  const followNewest = useRef(true);

  // A finished answer is read out once, whole; streaming pieces would be read out word by word,
  // and history loaded on opening is not news.
  const [typingBefore, setTypingBefore] = useState(isTyping);
  const [announcement, setAnnouncement] = useState("");
  if (typingBefore !== isTyping) {
    setTypingBefore(isTyping);
    const last = messages.at(-1);
    setAnnouncement(!isTyping && last?.role === "assistant" ? spoken(last.content) : "");
  }

  useEffect(() => {
    const element = scroller.current;
    if (element && followNewest.current) element.scrollTop = followTarget(element);
  }, [messages, isTyping, loading, connectionError]);

  const send = (text: string) => {
    // One's own new message is always worth seeing, wherever the list was scrolled.
    const accepted = onSend(text);
    if (accepted !== false) followNewest.current = true;
    return accepted;
  };

  // The empty placeholder of a reply not yet begun is shown as the "Thinking..." indicator.
  const shown = messages.filter((message) => !(message.pending && message.content === ""));
  const hasConversation = messages.some((message) => message.role === "user");

  return (
    <section
      aria-label="Project chat"
      className={cn(
        "flex min-h-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white",
        className,
      )}
    >
      {hasConversation && !loading && (
        <div className="flex items-center justify-end border-b border-slate-200 px-3 py-1.5">
          <button
            type="button"
            onClick={() => setConfirmingClear(true)}
            disabled={isTyping}
            className={buttonClass("ghost", "sm")}
          >
            Clear History
          </button>
        </div>
      )}
      {poorConnection && (
        <p
          role="status"
          className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
        >
          Connection quality is poor. Messages may be delayed.
        </p>
      )}
      <div
        ref={scroller}
        data-testid="chat-scroller"
        onScroll={(event) => {
          const element = event.currentTarget;
          followNewest.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        // Relative: the answers' screen-reader-only spans are absolutely placed, and without a
        // positioned scroller they escape its clipping and stretch the page below the chat.
        className="relative min-h-0 flex-1 space-y-4 overflow-y-auto p-3 sm:p-4"
      >
        {loading ? (
          <div
            role="status"
            className="flex items-center justify-center gap-2 py-12 text-slate-600"
          >
            <Spinner />
            Loading chat...
          </div>
        ) : (
          <>
            <WelcomeMessage
              address={address}
              propertyDetails={propertyDetails}
              onAsk={send}
              disabled={busy}
            />
            {shown.length > 0 && (
              <ol aria-label="Messages" className="space-y-4">
                {shown.map((message) => (
                  <li key={message.id} data-message-role={message.role}>
                    <MessageBubble
                      message={message}
                      onContactExpert={onContactExpert}
                      onRetry={
                        unsentIds?.has(message.id) && onRetryMessage
                          ? () => onRetryMessage(message.id)
                          : undefined
                      }
                      retryDisabled={busy}
                    />
                  </li>
                ))}
              </ol>
            )}
            {isTyping && <TypingIndicator />}
          </>
        )}
        {connectionError && (
          <ConnectionErrorCard
            onRetry={onRetryConnection}
            onClear={() => setConfirmingClear(true)}
            disabled={isTyping}
          />
        )}
      </div>
      <div aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
      <ChatInput
        onSend={send}
        busy={busy}
        hasConversation={hasConversation}
        sentHistory={sentHistory}
      />
      <ConfirmClearDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        onConfirm={() => {
          setConfirmingClear(false);
          onClearHistory();
        }}
      />
    </section>
  );
}
