import { useEffect } from "react";
import type { PackId } from "#shared/credits.ts";
import {
  purchaseCredits,
  refreshCredits,
  retainLiveUpdates,
  setWalletOwner,
  useWalletSnapshot,
} from "./wallet-store.ts";

/** The wallet as a widget reads it: the balance, its loading state, and refresh and purchase. */
export type WalletState = {
  credits: number;
  isLoading: boolean;
  initialized: boolean;
  refreshCredits: () => Promise<void>;
  purchaseCredits: (pack: PackId) => Promise<boolean>;
};

/**
 * The signed-in user's wallet. When not initialised and not loading, the balance is refreshed
 * automatically; while mounted, the live stream keeps it current.
 */
export function useWallet(): WalletState {
  const { credits, isLoading, initialized, loadFailed } = useWalletSnapshot();

  useEffect(() => retainLiveUpdates(), []);
  useEffect(() => {
    if (!initialized && !isLoading && !loadFailed) void refreshCredits();
  }, [initialized, isLoading, loadFailed]);

  return { credits, isLoading, initialized, refreshCredits, purchaseCredits };
}

/** True when the first load failed and nothing has arrived since: the widget offers a retry. */
export function useWalletLoadFailed(): boolean {
  return useWalletSnapshot().loadFailed;
}

/** Called by the layout with the signed-in user's id (or null), so a new user starts fresh. */
export function useWalletOwner(userId: string | null) {
  useEffect(() => setWalletOwner(userId), [userId]);
}
