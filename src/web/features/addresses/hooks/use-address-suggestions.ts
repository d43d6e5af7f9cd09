import { useCallback, useEffect, useRef, useState } from "react";
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  AUTOCOMPLETE_SESSION_TOKEN_MS,
  type AddressPrediction,
} from "#shared/addresses.ts";
import { fetchAddressSuggestions } from "../api/address-suggestions.ts";
import { newId } from "#web/lib/new-id.ts";

export type AddressSuggestions = {
  suggestions: AddressPrediction[];
  loading: boolean;
  /** The last search for a query longer than 2 characters is done and found nothing. */
  noResults: boolean;
  /** Empties the list and forgets the last search, so the same text may be searched again. */
  clear: () => void;
  /**
   * Ends the autocomplete session because an address was chosen (Google bills a session that ends
   * in a selection as one), and answers its token, to pass on with the chosen address. `chosen` is
   * treated as already searched, so showing it in the input does not search it again.
   */
  markSelected: (chosen?: string) => string | undefined;
};

type SearchState = { suggestions: AddressPrediction[]; loading: boolean; done: boolean };
type Session = { token: string; startedAt: number };

const IDLE: SearchState = { suggestions: [], loading: false, done: false };

/**
 * Address suggestions for what is typed: the trimmed text is searched once typing
 * pauses for 150 ms, from 2 characters on; the last searched text is not searched again; and an
 * answer that arrives after a newer search started is dropped.
 */
export function useAddressSuggestions(input: string): AddressSuggestions {
  const query = input.trim();
  const searchable = query.length >= AUTOCOMPLETE_MIN_CHARS;
  const [state, setState] = useState<SearchState>(IDLE);
  // Below the minimum the list empties at once, in the same render as the keystroke.
  if (!searchable && state !== IDLE) setState(IDLE);

  const lastSearched = useRef<string | null>(null);
  const session = useRef<Session | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  // Runs on every keystroke (`input`, not only the trimmed query): a typed space restarts the pause.
  useEffect(() => {
    if (!searchable) {
      cancel();
      lastSearched.current = null;
      return;
    }
    if (query === lastSearched.current) return;
    const pending = setTimeout(() => {
      lastSearched.current = query;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((previous) => ({ ...previous, loading: true }));
      void fetchAddressSuggestions(query, currentToken(session), controller.signal).then(
        (suggestions) => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setState({ suggestions, loading: false, done: true });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    timer.current = pending;
    return () => clearTimeout(pending);
  }, [input, query, searchable, cancel]);

  useEffect(() => cancel, [cancel]);

  const clear = useCallback(() => {
    cancel();
    lastSearched.current = null;
    setState(IDLE);
  }, [cancel]);

  const markSelected = useCallback(
    (chosen?: string) => {
      const token = session.current?.token;
      session.current = null;
      cancel();
      lastSearched.current = chosen?.trim() ?? null;
      setState(IDLE);
      return token;
    },
    [cancel],
  );

  return {
    suggestions: state.suggestions,
    loading: state.loading,
    noResults:
      query.length > AUTOCOMPLETE_MIN_CHARS &&
      !state.loading &&
      state.done &&
      state.suggestions.length === 0,
    clear,
    markSelected,
  };
}

/** The session's token, renewed once the session is older than 3 minutes. */
function currentToken(session: { current: Session | null }): string {
  const now = Date.now();
  if (!session.current || now - session.current.startedAt > AUTOCOMPLETE_SESSION_TOKEN_MS) {
    session.current = { token: newId(), startedAt: now };
  }
  return session.current.token;
}
