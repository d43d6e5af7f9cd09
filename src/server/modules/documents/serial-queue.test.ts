import { describe, expect, it } from "vitest";
import { createSerialQueue } from "./serial-queue.ts";

describe("createSerialQueue", () => {
  it("starts each task after the one before has settled, failed or not", async () => {
    const oneAtATime = createSerialQueue();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      oneAtATime(task("a", true)),
      oneAtATime(task("b")),
      oneAtATime(task("c")),
    ]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
  });
});
