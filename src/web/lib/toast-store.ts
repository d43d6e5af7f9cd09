import { type ReactElement, useSyncExternalStore } from "react";

/** One toast at a time, removed 1000 ms after dismissal, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive" | "success" | "warning" | "info";

export type ToastOptions = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ReactElement;
  /** How long the toast stays, in ms; defaults to TOAST_DURATION_MS. */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it leaves the list a second later, after its exit animation. */
export function dismissToast(id?: string) {
  const closing = toasts.filter((item) => id === undefined || item.id === id);
  for (const item of closing) scheduleRemoval(item.id);
  publish(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/** Shows a toast; a new toast replaces the one on screen. */
export function toast(options: ToastOptions) {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const item: ToastItem = { ...options, id, open: true };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) {
    if (!kept.includes(dropped)) scheduleRemoval(dropped.id);
  }
  publish(kept);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastOptions) =>
      publish(
        toasts.map((existing) => (existing.id === id ? { ...existing, ...changes } : existing)),
      ),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const getServerSnapshot = (): ToastItem[] => [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
