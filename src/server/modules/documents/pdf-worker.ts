import { parentPort } from "node:worker_threads";
import type { PdfReply, PdfRequest } from "./pdf-messages.ts";
import { openPdf, readPageText } from "./pdf-text.ts";

/**
 * The PDF thread: pdf.js parses on the thread that calls it (unpdf's build has no worker of
 * its own), and a plan set's pages keep a thread busy for many milliseconds at a time; here
 * that thread is not the server's. Started by pdf-thread.ts; Node runs this file's TypeScript
 * directly, as it runs the server's.
 */
const port = parentPort;
if (!port) throw new Error("pdf-worker.ts runs as a worker thread (see pdf-thread.ts)");

const reply = (message: PdfReply) => port.postMessage(message);

// Not awaited by the port: a failure not caught in answer() fails the thread (pdf-thread.ts hears it).
port.on("message", (request: PdfRequest) => void answer(request));

async function answer({ id, bytes, want }: PdfRequest) {
  let pdf: Awaited<ReturnType<typeof openPdf>>;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    reply({ id, kind: "unreadable", reason: describe(error) });
    return;
  }
  try {
    reply({ id, kind: "opened", pages: pdf.numPages });
    if (want === "text")
      for (let page = 1; page <= pdf.numPages; page += 1)
        reply({ id, kind: "page", page, text: await readPageText(pdf, page) });
    reply({ id, kind: "done" });
  } catch (error) {
    // A page that pdf.js cannot parse: the document is damaged past that page.
    reply({ id, kind: "unreadable", reason: describe(error) });
  } finally {
    await pdf.destroy();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
