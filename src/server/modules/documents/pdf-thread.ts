import { Worker } from "node:worker_threads";
import { AppError } from "#server/lib/app-error.ts";
import type { PdfReply, PdfRequest } from "./pdf-messages.ts";
import { createSerialQueue } from "./serial-queue.ts";

const WORKER_FILE = new URL("./pdf-worker.ts", import.meta.url);

export type PdfThreadOptions = {
  /** A document not read by then is given up (the thread is restarted): a PDF can be built to
   * keep a parser busy for ever, and the next documents wait behind it. */
  deadlineMs: number;
  /** The thread's heap limit: past it the thread dies, not the server, and the file is refused. */
  memoryMb: number;
};

export type PdfThread = {
  /** The document's page count; `unreadable_file` when pdf.js cannot open it. */
  count(bytes: Uint8Array): Promise<number>;
  /** Every page's text, in page order; `onPage(done, total)` after each page. */
  readText(bytes: Uint8Array, onPage?: (done: number, total: number) => void): Promise<string[]>;
  /** Stops the thread (a later call starts a new one). */
  close(): Promise<void>;
};

/**
 * One worker thread that reads PDFs for this process, one document at a time. It starts with
 * the first document and is kept for the next; while it has no document it does not keep the
 * process alive (so scripts and tests end without closing it).
 */
export function createPdfThread(options: PdfThreadOptions): PdfThread {
  let worker: Worker | undefined;
  let lastId = 0;
  const oneAtATime = createSerialQueue();

  function start(): Worker {
    const started = new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    started.unref();
    started.on("exit", () => {
      if (worker === started) worker = undefined;
    });
    return started;
  }

  function stop(stopped: Worker): void {
    if (worker === stopped) worker = undefined;
    void stopped.terminate();
  }

  /** Sends one request and gathers the thread's replies to it until the last. */
  function ask(
    bytes: Uint8Array,
    want: PdfRequest["want"],
    onPage?: (done: number, total: number) => void,
  ): Promise<{ pages: number; texts: string[] }> {
    const thread = (worker ??= start());
    const id = (lastId += 1);
    let pages = 0;
    const texts: string[] = [];
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        thread.off("message", onMessage).off("error", onError).off("exit", onExit).unref();
        outcome();
      };
      // The thread is still busy with a document we no longer wait for: start afresh.
      const abandon = (error: unknown) => {
        settle(() => reject(error));
        stop(thread);
      };
      const onMessage = (message: PdfReply) => {
        if (message.id !== id) return;
        switch (message.kind) {
          case "opened":
            pages = message.pages;
            return;
          case "page":
            texts.push(message.text);
            try {
              onPage?.(message.page, pages);
            } catch (error) {
              abandon(error);
            }
            return;
          case "done":
            return settle(() => resolve({ pages, texts }));
          case "unreadable":
            return settle(() => reject(unreadable(message.reason)));
        }
      };
      const onError = (error: Error & { code?: string }) =>
        settle(() =>
          reject(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? unreadable(`the PDF needed more than ${options.memoryMb} MB to read`)
              : new Error("The PDF reader thread failed", { cause: error }),
          ),
        );
      const onExit = (code: number) =>
        settle(() => reject(new Error(`The PDF reader thread stopped (exit code ${code})`)));
      const deadline = setTimeout(
        () => abandon(unreadable(`not read within ${options.deadlineMs} ms`)),
        options.deadlineMs,
      );
      thread.on("message", onMessage).on("error", onError).on("exit", onExit).ref();
      // The thread gets a copy of the document's bytes, handed over without a second copy: the
      // caller may still need its own (to store them), and posting a view would clone the whole
      // buffer under it (an upload's body, say).
      const copy = bytes.slice();
      thread.postMessage({ id, bytes: copy, want } satisfies PdfRequest, [copy.buffer]);
    });
  }

  return {
    count: (bytes) => oneAtATime(() => ask(bytes, "count")).then(({ pages }) => pages),
    readText: (bytes, onPage) =>
      oneAtATime(() => ask(bytes, "text", onPage)).then(({ texts }) => texts),
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
    },
  };
}

function unreadable(reason: string): AppError {
  return new AppError("unreadable_file", { cause: new Error(reason) });
}
