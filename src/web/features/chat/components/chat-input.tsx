import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { CHAT_QUERY_MAX_CHARS } from "#shared/chat.ts";
import { Icon } from "#web/components/ui/icons.tsx";
import { cn } from "#web/lib/cn.ts";

/** The input grows with its text up to 120px, then scrolls. */
export const INPUT_MAX_HEIGHT_PX = 120;

export const FIRST_PLACEHOLDER = "Ask about permits, building codes, or your project...";
export const NEXT_PLACEHOLDER = "Continue the conversation...";

export type ChatInputProps = {
  /** Sends the trimmed text; returning false (refused) keeps it in the input. */
  onSend: (text: string) => boolean | void;
  /** A reply is on its way or the chat is loading: typing goes on, sending waits. */
  busy: boolean;
  /** A message was sent before: the placeholder invites to continue. */
  hasConversation: boolean;
  /** The messages sent earlier in this session, oldest first (ArrowUp/ArrowDown). */
  sentHistory: readonly string[];
};

/** Where the caret goes after ArrowUp/ArrowDown filled in an earlier message. */
type CaretAfterRecall = "end" | null;

/**
 * The message box: Enter sends, Shift+Enter adds a line, Escape clears, and
 * ArrowUp/ArrowDown step through the messages sent earlier, one press a step. In an empty box, or
 * on the first line (up) or last line (down) of a recalled message, the arrows step; in one's own
 * text only from its very start (up), so they still move between the lines of a message being
 * written.
 */
export function ChatInput({ onSend, busy, hasConversation, sentHistory }: ChatInputProps) {
  const [text, setText] = useState("");
  /** The position in sentHistory being shown, or null while editing one's own text. */
  const [recalled, setRecalled] = useState<number | null>(null);
  /** What was typed before stepping into the history, given back after the newest entry. */
  const [draft, setDraft] = useState("");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const caretAfterRecall = useRef<CaretAfterRecall>(null);
  const inputId = useId();
  const hintId = useId();
  const canSend = text.trim() !== "" && !busy;

  // The chat opens ready to type (without scrolling the page to the box).
  useEffect(() => {
    textarea.current?.focus({ preventScroll: true });
  }, []);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    // Measure from the smallest height, so the box also shrinks when lines are removed.
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight > INPUT_MAX_HEIGHT_PX ? "auto" : "hidden";
    const caret = caretAfterRecall.current;
    caretAfterRecall.current = null;
    if (caret === "end") element.setSelectionRange(element.value.length, element.value.length);
  }, [text]);

  function reset(next = "") {
    setText(next);
    setRecalled(null);
    setDraft("");
  }

  function submit() {
    if (!canSend) return;
    if (onSend(text.trim()) === false) return;
    reset();
  }

  function recall(index: number | null, caret: CaretAfterRecall) {
    caretAfterRecall.current = caret;
    setRecalled(index);
    setText(index === null ? draft : (sentHistory[index] ?? ""));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Keys that confirm a character in an input method (Japanese, Chinese…) are not ours.
    if (event.nativeEvent.isComposing) return;
    const { selectionStart, selectionEnd, value } = event.currentTarget;

    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && value !== "") {
      event.preventDefault();
      reset();
    } else if (event.key === "ArrowUp" && sentHistory.length > 0) {
      const collapsed = selectionStart === selectionEnd;
      const onFirstLine = collapsed && !value.slice(0, selectionStart).includes("\n");
      const browsing = recalled !== null;
      const step = value === "" || (browsing && onFirstLine) || (collapsed && selectionStart === 0);
      if (!step || recalled === 0) return;
      event.preventDefault();
      if (!browsing) setDraft(value);
      recall(browsing ? recalled - 1 : sentHistory.length - 1, "end");
    } else if (event.key === "ArrowDown" && recalled !== null) {
      const onLastLine =
        selectionStart === selectionEnd && !value.slice(selectionEnd).includes("\n");
      if (!onLastLine) return;
      event.preventDefault();
      recall(recalled + 1 < sentHistory.length ? recalled + 1 : null, "end");
    }
  }

  return (
    <form
      className="border-t border-slate-200 bg-white p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={textarea}
          id={inputId}
          rows={1}
          value={text}
          maxLength={CHAT_QUERY_MAX_CHARS}
          placeholder={hasConversation ? NEXT_PLACEHOLDER : FIRST_PLACEHOLDER}
          aria-describedby={hintId}
          onChange={(event) => {
            // Editing a recalled message makes it one's own text.
            setText(event.target.value);
            setRecalled(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-[120px] min-h-11 flex-1 resize-none rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className={cn(
            "grid size-11 shrink-0 place-items-center rounded-md bg-brand-600 text-white transition-colors hover:bg-brand-700",
            "disabled:cursor-not-allowed disabled:opacity-60",
          )}
        >
          <Icon className="size-5">
            <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7z" />
          </Icon>
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        Enter to send, Shift+Enter for a new line. Up and Down arrows recall earlier messages.
      </p>
    </form>
  );
}
