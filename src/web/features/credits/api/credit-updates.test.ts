import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDIT_UPDATES_EVENT } from "#shared/credits.ts";
import { REALTIME_PATH, subscribeToCreditUpdates } from "./credit-updates.ts";

/** A stand-in EventSource the test drives by hand. */
class FakeSource {
  readonly url: string;
  closed = false;
  private listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

let sources: FakeSource[];
const latest = () => sources.at(-1) as FakeSource;

function subscribe(onCredits = vi.fn()) {
  const stop = subscribeToCreditUpdates({
    onCredits,
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
  });
  return { stop, onCredits };
}

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("credit updates stream", () => {
  it("opens /api/realtime and passes on the credits of each credit-updates event", () => {
    const { onCredits } = subscribe();
    expect(latest().url).toBe(REALTIME_PATH);
    latest().emit(CREDIT_UPDATES_EVENT, JSON.stringify({ credits: 1020 }));
    latest().emit(CREDIT_UPDATES_EVENT, "not json");
    latest().emit(CREDIT_UPDATES_EVENT, JSON.stringify({ credits: "12" }));
    expect(onCredits.mock.calls).toEqual([[1020]]);
  });

  it("reconnects after 1 s, doubling up to 30 s while errors continue", () => {
    subscribe();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const failing = latest();
      failing.emit("error");
      expect(failing.closed).toBe(true);
      const before = sources.length;
      let waited = 0;
      while (sources.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("starts again at 1 s after a successful open", () => {
    subscribe();
    latest().emit("error");
    vi.advanceTimersByTime(1000);
    latest().emit("error");
    vi.advanceTimersByTime(2000);
    latest().emit("open");
    latest().emit("error");
    const count = sources.length;
    vi.advanceTimersByTime(1000);
    expect(sources.length).toBe(count + 1);
  });

  it("stops: closes the stream and cancels a pending reconnection", () => {
    const { stop } = subscribe();
    latest().emit("error");
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);

    const second = subscribe();
    second.stop();
    expect(latest().closed).toBe(true);
  });
});
