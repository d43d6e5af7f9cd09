import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards: what a prerendered page shows
 * from the URL's query must wait for this, or the browser's first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
