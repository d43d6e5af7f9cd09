import type { ChatMessage, Expert } from "#shared/chat.ts";
import { cn } from "#web/lib/cn.ts";
import { AssistantMarkdown } from "./assistant-markdown.tsx";
import { ExpertCard } from "./expert-card.tsx";

export type MessageBubbleProps = {
  message: ChatMessage;
  onContactExpert?: ((expert: Expert) => void) | undefined;
  /** The question did not reach the server: it shows "Not sent" and this resends it. */
  onRetry?: (() => void) | undefined;
  /** Retrying cannot start now (an answer is on its way). */
  retryDisabled?: boolean | undefined;
};

/**
 * One message: the user's on the right as typed, the assistant's on the left as
 * Markdown with the experts it suggests; neither wider than 85% of the list.
 */
export function MessageBubble({
  message,
  onContactExpert,
  onRetry,
  retryDisabled,
}: MessageBubbleProps) {
  const mine = message.role === "user";
  const experts = message.extras?.experts ?? [];
  const bubble = (
    <div
      data-role={message.role}
      className={cn(
        "max-w-[85%] rounded-2xl px-4 py-3",
        mine
          ? "ml-auto rounded-br-sm bg-brand-600 text-white"
          : "mr-auto rounded-bl-sm bg-slate-100 text-slate-900",
      )}
    >
      <span className="sr-only">{mine ? "You said:" : "Assistant said:"}</span>
      {mine ? (
        <p className="text-sm break-words whitespace-pre-wrap sm:text-base">{message.content}</p>
      ) : (
        <AssistantMarkdown content={message.content} />
      )}
      {experts.length > 0 && (
        <div className="mt-3 grid gap-3">
          {experts.map((expert) => (
            <ExpertCard key={expert.id} expert={expert} onContact={onContactExpert} />
          ))}
        </div>
      )}
    </div>
  );
  if (!onRetry) return bubble;
  return (
    <div className="grid justify-items-end gap-1">
      <div className="max-w-[85%] opacity-80">{bubble}</div>
      <p className="flex items-center gap-2 text-sm text-red-700">
        Not sent.
        <button
          type="button"
          onClick={onRetry}
          disabled={retryDisabled}
          className="font-semibold text-brand-700 underline underline-offset-4 disabled:opacity-60"
        >
          Retry
        </button>
      </p>
    </div>
  );
}
