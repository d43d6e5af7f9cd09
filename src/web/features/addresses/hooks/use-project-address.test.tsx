import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PropertyDetails, propertyWithoutFacts, sampleProperty } from "#shared/addresses.ts";
import { dismissToast, useToasts } from "#web/lib/toast-store.ts";
import {
  readPropertyDetails,
  setPendingAction,
  storeAddress,
  storePropertyDetails,
  takePendingAction,
} from "../address-storage.ts";
import { fetchPropertyDetails } from "../api/property-details.ts";
import { useProjectAddress } from "./use-project-address.ts";

vi.mock("../api/property-details.ts", () => ({ fetchPropertyDetails: vi.fn() }));
const fetchMock = vi.mocked(fetchPropertyDetails);

const ADDRESS = "123 Main St, Portland, OR 97201";

const DETAILS: PropertyDetails = {
  ...propertyWithoutFacts(ADDRESS, "provider"),
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  yearBuilt: 2004,
};
const SAMPLE = sampleProperty(ADDRESS, { city: "Portland", state: "OR", zipCode: "97201" });

/** Shows the hook's state and the open toasts, as a page would. */
function Harness({ attempt = 0 }: { attempt?: number }) {
  const project = useProjectAddress(attempt);
  const toasts = useToasts().filter((item) => item.open);
  return (
    <>
      <p data-testid="status">{project.status}</p>
      {project.status === "ready" && (
        <p data-testid="details">
          {project.address} ({project.details.source})
        </p>
      )}
      {toasts.map((item) => (
        <div key={item.id} role="status">
          <strong>{item.title}</strong> <span>{item.description}</span>
        </div>
      ))}
    </>
  );
}

const status = () => screen.getByTestId("status");

async function renderSettled(attempt = 0) {
  const view = render(<Harness attempt={attempt} />);
  expect(status()).toHaveTextContent("loading");
  await screen.findByText(/^(ready|no-address|failed)$/);
  return view;
}

function shownToast(): { title: string; description: string } | null {
  const item = screen.queryByRole("status");
  if (!item) return null;
  return {
    title: item.querySelector("strong")?.textContent ?? "",
    description: item.querySelector("span")?.textContent ?? "",
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  dismissToast();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ details: DETAILS, problem: null });
});
afterEach(() => vi.restoreAllMocks());

describe("useProjectAddress", () => {
  it("reports no address, with its toast, when none is stored, and clears the pending action", async () => {
    setPendingAction("project-chat");
    await renderSettled();
    expect(status()).toHaveTextContent("no-address");
    expect(shownToast()).toEqual({
      title: "No Address Selected",
      description: "Please select a property address to start your project chat.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePendingAction()).toBeNull();
  });

  it("fetches the details of a fresh address once, stores them, and clears the pending action", async () => {
    storeAddress(ADDRESS);
    setPendingAction("project-chat");
    await renderSettled();
    expect(status()).toHaveTextContent("ready");
    expect(screen.getByTestId("details")).toHaveTextContent(`${ADDRESS} (provider)`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(ADDRESS);
    expect(readPropertyDetails(ADDRESS)).toEqual(DETAILS);
    expect(takePendingAction()).toBeNull();
    expect(shownToast()).toBeNull();
  });

  it("uses the details stored for the address without fetching", async () => {
    storeAddress(ADDRESS);
    const stored = { ...DETAILS, yearBuilt: 1920 };
    storePropertyDetails(stored);
    await renderSettled();
    expect(status()).toHaveTextContent("ready");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readPropertyDetails(ADDRESS)).toEqual(stored);
  });

  it("fetches again when the stored details are for another address", async () => {
    storeAddress(ADDRESS);
    storePropertyDetails({ ...DETAILS, address: "10 Main St, Springfield, IL 62701" });
    await renderSettled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readPropertyDetails(ADDRESS)).toEqual(DETAILS);
  });

  it.each([
    ["network", "Network Error", "Could not connect to property service. Using mock data instead."],
    ["api", "API Error", "Failed to fetch property details. Using mock data instead."],
    ["unexpected", "Error", "An unexpected error occurred. Using mock data instead."],
  ] as const)(
    "tells of a %s problem and goes on with the sample data",
    async (problem, title, description) => {
      storeAddress(ADDRESS);
      fetchMock.mockResolvedValue({ details: SAMPLE, problem });
      await renderSettled();
      expect(status()).toHaveTextContent("ready");
      expect(screen.getByTestId("details")).toHaveTextContent(`${ADDRESS} (sample)`);
      expect(shownToast()).toEqual({ title, description });
      expect(readPropertyDetails(ADDRESS)).toEqual(SAMPLE);
    },
  );

  it("reports a failed setup, with its toast, when loading throws", async () => {
    storeAddress(ADDRESS);
    fetchMock.mockRejectedValue(new Error("boom"));
    await renderSettled();
    expect(status()).toHaveTextContent("failed");
    expect(shownToast()).toEqual({
      title: "Setup Error",
      description: "There was an error setting up your project chat. Please try again.",
    });
  });

  it("runs again for a new attempt, then finding the stored details", async () => {
    storeAddress(ADDRESS);
    const view = await renderSettled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    view.rerender(<Harness attempt={1} />);
    expect(status()).toHaveTextContent("loading");
    await act(async () => {});
    expect(status()).toHaveTextContent("ready");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
