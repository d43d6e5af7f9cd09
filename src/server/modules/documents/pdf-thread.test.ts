import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "#server/lib/app-error.ts";
import { readDocumentFixture as fixture } from "../../../../tests/helpers/document-fixtures.ts";
import { type PdfThread, createPdfThread } from "./pdf-thread.ts";

let thread: PdfThread | undefined;
const startThread = (deadlineMs = 60_000) =>
  (thread = createPdfThread({ deadlineMs, memoryMb: 256 }));
afterEach(() => thread?.close());

describe("the PDF thread", () => {
  it("gives a document up at its deadline as unreadable", async () => {
    const error = await startThread(1)
      .readText(fixture("plan-set.pdf"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("unreadable_file");
    expect(String((error as AppError).cause)).toMatch(/not read within 1 ms/);
  });

  it("passes on a progress callback's error and reads the next document on a new thread", async () => {
    const pdfThread = startThread();
    const failure = new Error("progress listener failed");
    const reading = pdfThread.readText(fixture("plan-set.pdf"), (done) => {
      if (done === 2) throw failure;
    });
    await expect(reading).rejects.toBe(failure);
    expect(await pdfThread.readText(fixture("plan-set.pdf"))).toHaveLength(6);
  });

  it("fails a read that close() interrupts, and starts again for the next", async () => {
    const pdfThread = startThread();
    let closing: Promise<void> | undefined;
    const reading = pdfThread.readText(fixture("plan-set.pdf"), (done) => {
      if (done === 1) closing = pdfThread.close();
    });
    await expect(reading).rejects.toThrow(/stopped/);
    await closing;
    expect(await pdfThread.count(fixture("plan-set.pdf"))).toBe(6);
  });
});
