import { useEffect, useRef, useState } from "react";
import type { PropertyDetails } from "#shared/addresses.ts";
import type { ChatMessage } from "#shared/chat.ts";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import { toast } from "#web/lib/toast-store.ts";
import { clearSessionMessages, fetchSessionMessages } from "../api/chat-history.ts";
import { ChatRequestError, isAbortError } from "../api/chat-errors.ts";
import { buildChatRequest } from "../api/chat-request.ts";
import { isRetryableChatError, retriesFor, sendChatMessageWithRetry } from "../api/chat-retry.ts";
import { CHAT_TOASTS } from "../chat-toasts.ts";
import { newId } from "#web/lib/new-id.ts";

export type UseChatOptions = {
  /** The chat session; "default" when the route names none. */
  sessionId: string;
  projectId?: string | null | undefined;
  /** The signed-in user, or null: sending then asks to sign in. */
  user: { id: string } | null;
  /** The wallet balance, or null while unknown (the server still refuses a short one with 402). */
  credits: number | null;
  /** The balance could not be read (the wallet failed to load): sending is refused. */
  balanceUnavailable?: boolean | undefined;
  property?: PropertyDetails | null | undefined;
  /** Diagnostic mode: direct calls instead of streaming, and 2 retries instead of 1. */
  diagnostic?: boolean | undefined;
  /** Called when a message cannot be paid for, so the page can open the purchase dialog. */
  onInsufficientCredits?: (() => void) | undefined;
};

export type UseChatResult = {
  messages: ChatMessage[];
  /** A reply is on its way: the "Thinking..." indicator. */
  isTyping: boolean;
  /** The session's history is loading ("Loading chat..."). */
  loading: boolean;
  /** The last failure's text, or null. */
  error: string | null;
  /** The chat service could not be reached: the "Connection Error" card. */
  connectionError: boolean;
  /** The message being sent needed a retry, or the last one failed after one: the poor-connection warning. */
  poorConnection: boolean;
  /** The questions sent in this session, oldest first, for ArrowUp/ArrowDown in the input. */
  sentHistory: string[];
  /** Loading or answering: nothing more can be sent now. */
  busy: boolean;
  /** Starts sending; false when the message was refused before sending (the text then stays). */
  sendMessage: (text: string) => boolean;
  /** Clears the session on the server, then on screen; false when the server refused. */
  clearHistory: () => Promise<boolean>;
  /** Resends the newest question that was not sent, or else loads the session again. */
  retryConnection: () => void;
  /** The ids of questions whose send failed: shown "Not sent", with Retry. */
  unsentIds: ReadonlySet<string>;
  /** Resends a question that was not sent, with its own idempotency key; false when refused. */
  retryMessage: (messageId: string) => boolean;
};

/** The text shown for a failure: "HTTP {status}: {statusText}", then the API's words. */
function errorText(error: unknown): string {
  if (error instanceof ChatRequestError && error.apiMessage)
    return `${error.message} — ${error.apiMessage}`;
  return error instanceof Error ? error.message : String(error);
}

/** A failure that says the service is unreachable, rather than that this message was refused. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ChatRequestError) return error.status >= 500;
  return isRetryableChatError(error);
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function localMessage(
  role: ChatMessage["role"],
  content: string,
  sessionId: string,
  pending: boolean,
): ChatMessage {
  const now = new Date().toISOString();
  return {
    id: `local-${newId()}`,
    role,
    content,
    timestamp: now,
    createdAt: now,
    pending,
    sessionId,
  };
}

/**
 * The project chat: the session's history, sending with the retry
 * policy, the streamed answer in a pending placeholder, and the errors the screen shows.
 */
export function useChat(options: UseChatOptions): UseChatResult {
  const { sessionId, user, credits, diagnostic = false } = options;
  const userId = user?.id ?? null;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isTyping, setIsTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [connectionError, setConnectionError] = useState(false);
  const [poorConnection, setPoorConnection] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  /** Questions whose send failed, by message id, with the idempotency key a retry reuses. */
  const [unsent, setUnsent] = useState<Record<string, string>>({});
  // The send in flight: a ref, not state, so a second Enter in the same tick is refused too.
  const sending = useRef<AbortController | null>(null);

  // History is loaded per user, session and "Retry Connection"; loading is derived from the key.
  const historyKey = userId ? `${userId}\n${sessionId}\n${reloads}` : null;
  const loading = historyKey !== null && loadedKey !== historyKey;

  useEffect(() => {
    if (historyKey === null) return;
    const controller = new AbortController();
    fetchSessionMessages(sessionId, controller.signal).then(
      (loaded) => {
        setMessages(loaded);
        setUnsent({});
        setConnectionError(false);
        setLoadedKey(historyKey);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load the chat history", failure);
        setError(errorText(failure));
        setConnectionError(true);
        setLoadedKey(historyKey);
      },
    );
    return () => controller.abort();
  }, [historyKey, sessionId]);

  // A reply still streaming belongs to the session it was asked in: leaving it stops it.
  useEffect(
    () => () => {
      sending.current?.abort();
      sending.current = null;
    },
    [sessionId],
  );

  useEffect(() => {
    if (diagnostic) toast(CHAT_TOASTS.diagnosticMode);
  }, [diagnostic]);

  function refuseForCredits(balance: number | null, serverText?: string) {
    // The server's 402 message carries the balance it saw, which beats a stale local one.
    toast(
      serverText
        ? { ...CHAT_TOASTS.insufficientCredits(balance ?? 0), description: serverText }
        : CHAT_TOASTS.insufficientCredits(balance ?? 0),
    );
    options.onInsufficientCredits?.();
  }

  /** Refuses to send now, with why, or answers true when a message may go. */
  function maySend(): boolean {
    if (sending.current || loading) return false;
    if (!user) {
      toast(CHAT_TOASTS.authRequired);
      return false;
    }
    if (credits !== null && credits < MESSAGE_COST_CREDITS) {
      refuseForCredits(credits);
      return false;
    }
    if (credits === null && options.balanceUnavailable) {
      toast(CHAT_TOASTS.cannotSend);
      return false;
    }
    return true;
  }

  /**
   * Sends a question already on screen under its idempotency key, with the answer streaming into
   * a placeholder after it. A failed send keeps the question, marked not sent, to retry with the
   * same key (so the server never answers or charges it twice).
   */
  function dispatch(question: ChatMessage, idempotencyKey: string) {
    if (!user) return;
    const controller = new AbortController();
    sending.current = controller;
    const query = question.content;
    const placeholder = localMessage("assistant", "", sessionId, true);
    const patchPlaceholder = (patch: Partial<ChatMessage>) =>
      setMessages((current) =>
        current.map((message) =>
          message.id === placeholder.id ? { ...message, ...patch } : message,
        ),
      );

    setMessages((current) => {
      const at = current.findIndex((message) => message.id === question.id);
      return at === -1
        ? [...current, question, placeholder]
        : [...current.slice(0, at + 1), placeholder, ...current.slice(at + 1)];
    });
    setUnsent((current) => withoutKey(current, question.id));
    setIsTyping(true);
    setError(null);

    sendChatMessageWithRetry({
      request: buildChatRequest({
        query,
        sessionId,
        projectId: options.projectId,
        userId: user.id,
        diagnostic,
        property: options.property,
      }),
      idempotencyKey,
      signal: controller.signal,
      retries: retriesFor(diagnostic),
      // Streamed text replaces the placeholder's content; a retry starts it again from nothing.
      onChunk: (content) => patchPlaceholder({ content }),
      onRetry: () => {
        setPoorConnection(true);
        patchPlaceholder({ content: "" });
      },
    })
      .then(
        (reply) => {
          patchPlaceholder({
            content: reply.content,
            pending: false,
            ...(reply.experts?.length ? { extras: { experts: reply.experts } } : {}),
          });
          setConnectionError(false);
          // Answered, after a retry or not: the connection is good enough again.
          setPoorConnection(false);
        },
        (failure: unknown) => {
          if (controller.signal.aborted && isAbortError(failure)) return;
          setMessages((current) => current.filter((message) => message.id !== placeholder.id));
          setUnsent((current) => ({ ...current, [question.id]: idempotencyKey }));
          const message = errorText(failure);
          setError(message);
          if (failure instanceof ChatRequestError && failure.status === 402) {
            refuseForCredits(credits, failure.apiMessage);
            return;
          }
          if (isConnectionFailure(failure)) setConnectionError(true);
          toast(CHAT_TOASTS.messageFailed(message));
        },
      )
      .finally(() => {
        if (sending.current === controller) sending.current = null;
        // Cleared or left meanwhile: no newer message is typing, so the indicator goes off.
        if (sending.current === null) setIsTyping(false);
      });
  }

  function sendMessage(text: string): boolean {
    const query = text.trim();
    if (!query || !maySend()) return false;
    dispatch(localMessage("user", query, sessionId, false), newId());
    return true;
  }

  function retryMessage(messageId: string): boolean {
    const key = unsent[messageId];
    const question = messages.find((message) => message.id === messageId);
    if (!key || !question || !maySend()) return false;
    dispatch(question, key);
    return true;
  }

  async function clearHistory(): Promise<boolean> {
    try {
      await clearSessionMessages(sessionId);
    } catch (failure) {
      console.error("Failed to clear the chat history", failure);
      toast(CHAT_TOASTS.clearFailed);
      return false;
    }
    sending.current?.abort();
    sending.current = null;
    setIsTyping(false);
    setMessages([]);
    setUnsent({});
    setError(null);
    setConnectionError(false);
    return true;
  }

  /** Resends the newest question that did not go; with none, loads the session again. */
  function retryConnection() {
    // Reloading would replace the list under a reply still streaming into it.
    if (sending.current) return;
    const newestUnsent = messages.findLast((message) => message.id in unsent);
    setError(null);
    setConnectionError(false);
    if (newestUnsent) {
      retryMessage(newestUnsent.id);
      return;
    }
    setReloads((count) => count + 1);
  }

  return {
    messages,
    isTyping,
    loading,
    error,
    connectionError,
    poorConnection,
    sentHistory: messages.filter((message) => message.role === "user").map((m) => m.content),
    busy: loading || isTyping,
    sendMessage,
    clearHistory,
    retryConnection,
    unsentIds: new Set(Object.keys(unsent)),
    retryMessage,
  };
}
