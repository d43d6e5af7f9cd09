import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS, dismissToast, toast, useToasts } from "./toast-store.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps one toast: a new toast replaces the one on screen", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "success" });
    });
    expect(result.current.map((item) => item.title)).toEqual(["Second"]);
  });

  it("closes a dismissed toast at once and removes it 1000 ms later", () => {
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Saved" }).id;
    });
    act(() => dismissToast(id));
    expect(result.current).toMatchObject([{ title: "Saved", open: false }]);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });

  it("updates a toast in place", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Saving" }).update({ title: "Saved", variant: "success" });
    });
    expect(result.current).toMatchObject([{ title: "Saved", variant: "success", open: true }]);
  });
});
