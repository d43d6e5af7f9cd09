import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressPrediction } from "#shared/addresses.ts";
import { fetchAddressSuggestions } from "../api/address-suggestions.ts";
import { useAddressSuggestions } from "./use-address-suggestions.ts";

vi.mock("../api/address-suggestions.ts", () => ({ fetchAddressSuggestions: vi.fn() }));
const fetchMock = vi.mocked(fetchAddressSuggestions);

function prediction(description: string): AddressPrediction {
  const [main = description, ...rest] = description.split(", ");
  return {
    place_id: description,
    description,
    structured_formatting: { main_text: main, secondary_text: rest.join(", ") },
  };
}
const WHITE_HOUSE = prediction("1600 Pennsylvania Ave NW, Washington, DC 20500");
const OTHER = prediction("1600 Penn Ave, Pittsburgh, PA 15222");

function deferred() {
  let resolve: (value: AddressPrediction[]) => void = () => {};
  const promise = new Promise<AddressPrediction[]>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: (value: AddressPrediction[]) => act(async () => resolve(value)) };
}

function setup() {
  const hook = renderHook(({ input }) => useAddressSuggestions(input), {
    initialProps: { input: "" },
  });
  return { ...hook, type: (input: string) => hook.rerender({ input }) };
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const searched = () => fetchMock.mock.calls.map(([input]) => input);
const tokenOf = (call: number) => fetchMock.mock.calls[call]?.[1];
/** "1600 Penn" typed a key at a time: "1", "16", "160", … */
const keystrokes = (text: string) => Array.from(text, (_, index) => text.slice(0, index + 1));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue([WHITE_HOUSE]);
});
afterEach(() => vi.useRealTimers());

describe("useAddressSuggestions", () => {
  it("sends one request, for the whole text, 150 ms after the last of quick keystrokes", async () => {
    const { result, type } = setup();
    for (const text of keystrokes("1600 Penn")) {
      type(text);
      await wait(50);
    }
    await wait(99);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(searched()).toEqual(["1600 Penn"]);
    expect(fetchMock).toHaveBeenCalledWith(
      "1600 Penn",
      expect.any(String),
      expect.any(AbortSignal),
    );
    expect(result.current.suggestions).toEqual([WHITE_HOUSE]);
    expect(result.current.loading).toBe(false);
  });

  it("sends nothing while each pause between keys is 149 ms", async () => {
    const { type } = setup();
    for (const text of keystrokes("1600 Penn")) {
      type(text);
      await wait(149);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(searched()).toEqual(["1600 Penn"]);
  });

  it("searches the trimmed text and skips a repeat of the last searched text", async () => {
    const { type } = setup();
    type("  1600 Penn ");
    await wait(150);
    type("1600 Pen");
    await wait(50);
    type("1600 Penn");
    await wait(500);
    type("1600 Penn   ");
    await wait(500);
    expect(searched()).toEqual(["1600 Penn"]);
    type("1600 Pen");
    await wait(150);
    expect(searched()).toEqual(["1600 Penn", "1600 Pen"]);
  });

  it("clears the suggestions and sends nothing below 2 characters", async () => {
    const { result, type } = setup();
    type("1600 Penn");
    await wait(150);
    expect(result.current.suggestions).toEqual([WHITE_HOUSE]);
    type("1");
    expect(result.current.suggestions).toEqual([]);
    await wait(1000);
    type(" ");
    await wait(1000);
    expect(searched()).toEqual(["1600 Penn"]);
    // Once cleared, the same text is searched again.
    type("1600 Penn");
    await wait(150);
    expect(searched()).toEqual(["1600 Penn", "1600 Penn"]);
  });

  it("keeps the session token for 3 minutes, then renews it", async () => {
    const { type } = setup();
    type("1600 Penn");
    await wait(150);
    await wait(3 * 60_000 - 1000);
    type("1600 Penns");
    await wait(150);
    expect(tokenOf(1)).toBe(tokenOf(0));
    await wait(1000);
    type("1600 Pennsy");
    await wait(150);
    expect(searched()).toHaveLength(3);
    expect(tokenOf(2)).toEqual(expect.any(String));
    expect(tokenOf(2)).not.toBe(tokenOf(0));
  });

  it("ends the session on a selection, answers its token and starts a new one", async () => {
    const { result, type } = setup();
    type("1600 Penn");
    await wait(150);
    let ended: string | undefined;
    act(() => {
      ended = result.current.markSelected(WHITE_HOUSE.description);
    });
    expect(ended).toBe(tokenOf(0));
    expect(result.current.suggestions).toEqual([]);
    // The chosen address shown in the input is not searched.
    type(WHITE_HOUSE.description);
    await wait(500);
    expect(searched()).toEqual(["1600 Penn"]);
    type("10 Downing");
    await wait(150);
    expect(tokenOf(1)).toEqual(expect.any(String));
    expect(tokenOf(1)).not.toBe(tokenOf(0));
  });

  it("drops an older answer that arrives after a newer one, and aborts its request", async () => {
    const first = deferred();
    const second = deferred();
    fetchMock.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result, type } = setup();
    type("1600 Penn");
    await wait(150);
    expect(result.current.loading).toBe(true);
    type("1600 Penn Ave");
    await wait(150);
    expect(fetchMock.mock.calls[0]?.[2]?.aborted).toBe(true);
    await second.resolve([OTHER]);
    expect(result.current.suggestions).toEqual([OTHER]);
    expect(result.current.loading).toBe(false);
    await first.resolve([WHITE_HOUSE]);
    expect(result.current.suggestions).toEqual([OTHER]);
  });

  it("reports no results only for a finished search of more than 2 characters", async () => {
    const pending = deferred();
    fetchMock.mockResolvedValue([]);
    fetchMock.mockReturnValueOnce(pending.promise);
    const { result, type } = setup();
    type("1600 Zzz");
    await wait(150);
    expect(result.current.loading).toBe(true);
    expect(result.current.noResults).toBe(false);
    await pending.resolve([]);
    expect(result.current.noResults).toBe(true);
    type("zz");
    await wait(150);
    expect(searched()).toEqual(["1600 Zzz", "zz"]);
    expect(result.current.noResults).toBe(false);
    type("zzz");
    await wait(150);
    expect(result.current.noResults).toBe(true);
    fetchMock.mockResolvedValue([WHITE_HOUSE]);
    type("1600 P");
    await wait(150);
    expect(result.current.noResults).toBe(false);
  });

  it("clear() empties the list and lets the same text be searched again", async () => {
    const { result, type } = setup();
    type("1600 Penn");
    await wait(150);
    act(() => result.current.clear());
    expect(result.current.suggestions).toEqual([]);
    expect(result.current.noResults).toBe(false);
    type("1600 Pen");
    type("1600 Penn");
    await wait(150);
    expect(searched()).toEqual(["1600 Penn", "1600 Penn"]);
  });
});
