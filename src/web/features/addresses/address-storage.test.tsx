// Named .test.tsx only so the jsdom (component) project runs it: it needs the browser storages.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PropertyDetails, propertyWithoutFacts } from "#shared/addresses.ts";
import {
  clearStoredAddress,
  readPropertyDetails,
  readStoredAddress,
  setPendingAction,
  storeAddress,
  storePropertyDetails,
  takePendingAction,
} from "./address-storage.ts";

const ADDRESS = "1600 Pennsylvania Ave NW, Washington, DC 20500";
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1, 12);

function details(address: string): PropertyDetails {
  return {
    ...propertyWithoutFacts(address, "gazetteer"),
    city: "Washington",
    state: "DC",
    zipCode: "20500",
    approximateLocation: { lat: 38.9, lng: -77.04 },
  };
}

const ADDRESS_KEYS = ["pendingAddress", "pendingAddressSession", "selectedAddress"];
const everyKey = () => ({
  local: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, localStorage.getItem(key)])),
  session: {
    pendingAddress: sessionStorage.getItem("pendingAddress"),
    propertyDetails: sessionStorage.getItem("propertyDetails"),
  },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("address storage", () => {
  it("writes the address to both storages, with when it was chosen and its session token", () => {
    storeAddress(` ${ADDRESS} `, "token-1", T0);
    expect(sessionStorage.getItem("pendingAddress")).toBe(ADDRESS);
    expect(localStorage.getItem("pendingAddress")).toBe(ADDRESS);
    expect(localStorage.getItem("selectedAddress")).toBe(ADDRESS);
    expect(JSON.parse(localStorage.getItem("pendingAddressSession") ?? "null")).toEqual({
      address: ADDRESS,
      timestamp: T0,
      sessionToken: "token-1",
    });
  });

  it("uses a stored address for 30 minutes, then forgets it and everything stored with it", () => {
    storeAddress(ADDRESS, "token-1", T0);
    storePropertyDetails(details(ADDRESS));
    expect(readStoredAddress(T0 + 29 * MINUTE)).toBe(ADDRESS);
    expect(readStoredAddress(T0 + 30 * MINUTE)).toBe(ADDRESS);
    expect(readPropertyDetails(ADDRESS)).not.toBeNull();

    expect(readStoredAddress(T0 + 31 * MINUTE)).toBeNull();
    expect(everyKey()).toEqual({
      local: { pendingAddress: null, pendingAddressSession: null, selectedAddress: null },
      session: { pendingAddress: null, propertyDetails: null },
    });
    expect(readStoredAddress(T0 + 31 * MINUTE)).toBeNull();
  });

  it("uses no address without a readable pendingAddressSession, and clears the rest", () => {
    localStorage.setItem("pendingAddress", ADDRESS);
    sessionStorage.setItem("pendingAddress", ADDRESS);
    expect(readStoredAddress(T0)).toBeNull();
    expect(localStorage.getItem("pendingAddress")).toBeNull();
    expect(sessionStorage.getItem("pendingAddress")).toBeNull();

    localStorage.setItem("pendingAddressSession", "{not json");
    expect(readStoredAddress(T0)).toBeNull();
    localStorage.setItem("pendingAddressSession", JSON.stringify({ address: ADDRESS }));
    expect(readStoredAddress(T0)).toBeNull();
    expect(localStorage.getItem("pendingAddressSession")).toBeNull();
  });

  it("keeps the property details for the same address and drops them for another", () => {
    storeAddress(ADDRESS, undefined, T0);
    storePropertyDetails(details(ADDRESS));
    storeAddress(ADDRESS.toUpperCase(), undefined, T0 + MINUTE);
    expect(sessionStorage.getItem("propertyDetails")).not.toBeNull();
    storeAddress("10 Main St, Springfield, IL 62701", undefined, T0 + 2 * MINUTE);
    expect(sessionStorage.getItem("propertyDetails")).toBeNull();
  });

  it("answers property details only for their own address, ignoring case and spaces", () => {
    storePropertyDetails(details(ADDRESS));
    expect(readPropertyDetails(`  ${ADDRESS.toLowerCase()} `)).toEqual(details(ADDRESS));
    expect(readPropertyDetails("10 Main St, Springfield, IL 62701")).toBeNull();
    sessionStorage.setItem("propertyDetails", "{broken");
    expect(readPropertyDetails(ADDRESS)).toBeNull();
    sessionStorage.setItem("propertyDetails", JSON.stringify({ city: "Washington" }));
    expect(readPropertyDetails(ADDRESS)).toBeNull();
  });

  it("gives the pending action once", () => {
    expect(takePendingAction()).toBeNull();
    setPendingAction("project-chat");
    expect(localStorage.getItem("pendingAction")).toBe("project-chat");
    expect(takePendingAction()).toBe("project-chat");
    expect(takePendingAction()).toBeNull();
    localStorage.setItem("pendingAction", "delete-everything");
    expect(takePendingAction()).toBeNull();
    expect(localStorage.getItem("pendingAction")).toBeNull();
  });

  it("clears every address key", () => {
    storeAddress(ADDRESS, "token-1", T0);
    storePropertyDetails(details(ADDRESS));
    clearStoredAddress();
    expect(everyKey()).toEqual({
      local: { pendingAddress: null, pendingAddressSession: null, selectedAddress: null },
      session: { pendingAddress: null, propertyDetails: null },
    });
  });

  it("does not throw when the browser refuses every storage call", () => {
    const refuse = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    expect(() => storeAddress(ADDRESS, "token-1", T0)).not.toThrow();
    expect(() => storePropertyDetails(details(ADDRESS))).not.toThrow();
    expect(() => setPendingAction("project-chat")).not.toThrow();
    expect(() => clearStoredAddress()).not.toThrow();
    expect(readStoredAddress(T0)).toBeNull();
    expect(readPropertyDetails(ADDRESS)).toBeNull();
    expect(takePendingAction()).toBeNull();
  });

  it("does not throw when even reaching the storages throws", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(window, "localStorage", "get").mockImplementation(blocked);
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(blocked);
    expect(() => storeAddress(ADDRESS, "token-1", T0)).not.toThrow();
    expect(readStoredAddress(T0)).toBeNull();
    expect(() => setPendingAction("project-chat")).not.toThrow();
    expect(takePendingAction()).toBeNull();
  });
});
