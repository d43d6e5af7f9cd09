import {
  type PropertyDetails,
  parsePropertyDetails,
  STORED_ADDRESS_FRESHNESS_MS,
} from "#shared/addresses.ts";

/**
 * The addresses kept in the browser between pages. A browser may
 * refuse storage (private mode, full quota, blocked cookies): then nothing is kept and nothing
 * throws, and the user simply types the address again.
 */
const KEYS = {
  pendingAddress: "pendingAddress",
  pendingAddressSession: "pendingAddressSession",
  selectedAddress: "selectedAddress",
  propertyDetails: "propertyDetails",
  pendingAction: "pendingAction",
} as const;

type Area = "local" | "session";

export type PendingAction = "project-chat";

type AddressSession = { address: string; timestamp: number; sessionToken?: string | undefined };

/** Keeps the chosen address, and when it was chosen, for the next page. */
export function storeAddress(address: string, sessionToken?: string, now = Date.now()): void {
  const trimmed = address.trim();
  const previous = read("local", KEYS.selectedAddress) ?? read("local", KEYS.pendingAddress);
  if (previous === null || !sameAddress(previous, trimmed)) remove("session", KEYS.propertyDetails);
  write("session", KEYS.pendingAddress, trimmed);
  write("local", KEYS.pendingAddress, trimmed);
  const session: AddressSession = { address: trimmed, timestamp: now, sessionToken };
  write("local", KEYS.pendingAddressSession, JSON.stringify(session));
  write("local", KEYS.selectedAddress, trimmed);
}

/** The stored address while it is at most 30 minutes old; an older one is forgotten. */
export function readStoredAddress(now = Date.now()): string | null {
  const session = parseSession(read("local", KEYS.pendingAddressSession));
  if (session && now - session.timestamp <= STORED_ADDRESS_FRESHNESS_MS) return session.address;
  clearStoredAddress();
  return null;
}

export function clearStoredAddress(): void {
  remove("session", KEYS.pendingAddress);
  remove("local", KEYS.pendingAddress);
  remove("local", KEYS.pendingAddressSession);
  remove("local", KEYS.selectedAddress);
  remove("session", KEYS.propertyDetails);
}

/** What to do once the user is back from signing in, e.g. open the project chat. */
export function setPendingAction(action: PendingAction): void {
  write("local", KEYS.pendingAction, action);
}

/** The pending action, once: reading it clears it, so it is not repeated on the next visit. */
export function takePendingAction(): PendingAction | null {
  const action = read("local", KEYS.pendingAction);
  remove("local", KEYS.pendingAction);
  return action === "project-chat" ? action : null;
}

export function storePropertyDetails(details: PropertyDetails): void {
  write("session", KEYS.propertyDetails, JSON.stringify(details));
}

/** The stored property details, only when they are for `address`. */
export function readPropertyDetails(address: string): PropertyDetails | null {
  const details = parsePropertyDetails(parseJson(read("session", KEYS.propertyDetails)));
  return details && sameAddress(details.address, address) ? details : null;
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function parseSession(raw: string | null): AddressSession | null {
  const value = parseJson(raw);
  if (!isRecord(value)) return null;
  const { address, timestamp } = value;
  if (typeof address !== "string" || !address.trim()) return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  return { address, timestamp };
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

// Even reading window.localStorage can throw (Safari with cookies blocked), hence every access
// inside a try; on the server, where pages are prerendered, there is no window at all.
function storage(area: Area): Storage | null {
  if (typeof window === "undefined") return null;
  return area === "local" ? window.localStorage : window.sessionStorage;
}

function read(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Not kept: the user types the address again on the next page.
  }
}

function remove(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Nothing to forget in a storage the browser refuses.
  }
}
