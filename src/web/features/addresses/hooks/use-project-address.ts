import type { PropertyDetails } from "#shared/addresses.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useRequest } from "#web/lib/use-request.ts";
import {
  readPropertyDetails,
  readStoredAddress,
  storePropertyDetails,
  takePendingAction,
} from "../address-storage.ts";
import { fetchPropertyDetails } from "../api/property-details.ts";
import {
  NO_ADDRESS_TOAST,
  PROPERTY_PROBLEM_TOASTS,
  SETUP_ERROR_TOAST,
} from "../property-toasts.ts";

export type ProjectAddress =
  | { status: "loading" }
  | { status: "no-address" }
  | { status: "failed" }
  | { status: "ready"; address: string; details: PropertyDetails };

async function loadProjectAddress(): Promise<ProjectAddress> {
  try {
    const address = readStoredAddress();
    // The address flow's pending action is done once the chat opens: it is read once.
    takePendingAction();
    if (!address) {
      toast(NO_ADDRESS_TOAST);
      return { status: "no-address" };
    }
    const stored = readPropertyDetails(address);
    if (stored) return { status: "ready", address, details: stored };
    const { details, problem } = await fetchPropertyDetails(address);
    if (problem) toast(PROPERTY_PROBLEM_TOASTS[problem]);
    storePropertyDetails(details);
    return { status: "ready", address, details };
  } catch {
    toast(SETUP_ERROR_TOAST);
    return { status: "failed" };
  }
}

/**
 * The project chat's setup: the stored address, then its stored or fetched property
 * details. `retry` runs it again.
 */
export function useProjectAddress(attempt: number): ProjectAddress {
  const { loading, value } = useRequest(String(attempt), loadProjectAddress);
  return loading || !value ? { status: "loading" } : value;
}
