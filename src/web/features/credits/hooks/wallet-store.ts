import { useSyncExternalStore } from "react";
import type { PackId } from "#shared/credits.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { type ToastOptions, toast } from "#web/lib/toast-store.ts";
import { createCheckout, fetchCredits } from "../api/credits-api.ts";
import { subscribeToCreditUpdates } from "../api/credit-updates.ts";

/**
 * The wallet of the signed-in user, shared by every balance widget on the page. `loadFailed`: the
 * first load failed, and is not retried automatically, which would repeat the failing request in
 * a loop; the user can try again, and the live stream, which retries by itself, brings the
 * balance when it connects.
 */
export type WalletSnapshot = {
  credits: number;
  isLoading: boolean;
  initialized: boolean;
  loadFailed: boolean;
};

const INITIAL: WalletSnapshot = {
  credits: 0,
  isLoading: false,
  initialized: false,
  loadFailed: false,
};

export const WALLET_TOASTS = {
  fetchFailed: {
    title: "Error",
    description: "Failed to fetch credit balance",
    variant: "destructive",
  },
  purchaseFailed: {
    title: "Purchase Failed",
    description: "Failed to create checkout session",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastOptions>;

let snapshot = INITIAL;
const listeners = new Set<() => void>();
// Bumped on reset, so an answer for the previous user is dropped.
let generation = 0;
// Bumped by every pushed balance, so a fetch that started earlier does not overwrite it.
let pushes = 0;
let inFlight: Promise<void> | undefined;

function update(changes: Partial<WalletSnapshot>) {
  snapshot = { ...snapshot, ...changes };
  for (const listener of listeners) listener();
}

/** Loads the balance. Calls made while a load is running share it. */
export function refreshCredits(): Promise<void> {
  if (inFlight) return inFlight;
  const current = load().finally(() => {
    if (inFlight === current) inFlight = undefined;
  });
  inFlight = current;
  return current;
}

async function load() {
  const started = { generation, pushes };
  update({ isLoading: true });
  try {
    const credits = await fetchCredits();
    if (started.generation !== generation) return;
    if (started.pushes !== pushes) return update({ isLoading: false });
    update({ credits, isLoading: false, initialized: true, loadFailed: false });
  } catch (error) {
    if (started.generation !== generation) return;
    console.error("Failed to fetch credit balance", error);
    // Only a user who has seen a balance is told that refreshing it failed.
    if (snapshot.initialized) toast(WALLET_TOASTS.fetchFailed);
    update({ isLoading: false, loadFailed: !snapshot.initialized });
  }
}

/**
 * Opens the checkout for a pack in a new tab. True when the checkout opened; false (after a
 * "Purchase Failed" toast) otherwise. The credits arrive later through the live stream.
 */
/** Refusals whose own message tells the buyer more than "Failed to create checkout session". */
const EXPLAINED_REFUSALS = new Set(["balance_limit_reached", "service_unavailable"]);

export async function purchaseCredits(pack: PackId): Promise<boolean> {
  let url: string | undefined;
  let reason: string | undefined;
  try {
    url = await createCheckout(pack);
  } catch (error) {
    console.error("Failed to create checkout session", error);
    if (error instanceof ApiRequestError && EXPLAINED_REFUSALS.has(error.code ?? ""))
      reason = error.message;
  }
  if (!url) {
    toast({
      ...WALLET_TOASTS.purchaseFailed,
      description: reason ?? WALLET_TOASTS.purchaseFailed.description,
    });
    return false;
  }
  const checkout = window.open(url, "_blank");
  // The checkout page has no business with this tab.
  if (checkout) checkout.opener = null;
  else window.location.assign(url); // A blocked pop-up: continue in this tab instead.
  return true;
}

/** A balance pushed by the server. */
function receiveCredits(credits: number) {
  pushes += 1;
  update({ credits, initialized: true, loadFailed: false });
}

let liveUsers = 0;
let stopLive: (() => void) | undefined;

/**
 * Keeps the balance current while at least one widget shows it: one stream for the page, however
 * many widgets. Returns the release function (an effect's cleanup).
 */
export function retainLiveUpdates(): () => void {
  liveUsers += 1;
  stopLive ??= subscribeToCreditUpdates({ onCredits: receiveCredits });
  return () => {
    liveUsers -= 1;
    if (liveUsers > 0) return;
    stopLive?.();
    stopLive = undefined;
  };
}

let owner: string | null = null;

/** Whose wallet this is; when the user signs out or changes, the balance is forgotten. */
export function setWalletOwner(userId: string | null) {
  if (owner !== null && owner !== userId) resetWallet();
  owner = userId;
}

/** Forgets the balance, so the next user never sees it. */
export function resetWallet() {
  generation += 1;
  inFlight = undefined;
  snapshot = INITIAL;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => INITIAL;

export function useWalletSnapshot(): WalletSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
