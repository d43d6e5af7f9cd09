import type { ChatMessage, Expert } from "#shared/chat.ts";
import { cn } from "#web/lib/cn.ts";
import { AssistantMarkdown } from "./assistant-markdown.tsx";
import { ExpertCard } from "./expert-card.tsx";

export type MessageBubbleProps = {
  message: ChatMessage;
  onContactExpert?: ((expert: Expert) => void) | undefined;
};

/**
 * One message (spec §2): the user's on the right as typed, the assistant's on the left as
 * Markdown with the experts it suggests; neither wider than 85% of the list.
 */
export function MessageBubble({ message, onContactExpert }: MessageBubbleProps) {
  const mine = message.role === "user";
  const experts = message.extras?.experts ?? [];
  return (
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
}
