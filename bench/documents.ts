import { monitorEventLoopDelay } from "node:perf_hooks";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  closeDocumentReader,
  readDocument,
} from "../src/server/modules/documents/document-reader.ts";
import { openPdf, readPageText } from "../src/server/modules/documents/pdf-text.ts";
import { type DocumentFixture, readDocumentFixture } from "../tests/helpers/document-fixtures.ts";
import { setting, summary } from "./stats.ts";

// `npm run bench:documents`: the document reader's speed, in process, on the sample documents
// (tests/fixtures/documents): pages per second for PDF text layers and for OCR, and how long the
// server's event loop was held up meanwhile. The first read of each kind starts its thread and
// is timed on its own.
const PDF_ROUNDS = setting("BENCH_PDF_ROUNDS", 10);
const OCR_ROUNDS = setting("BENCH_OCR_ROUNDS", 3);
const SET_PAGES = 20;

/** A 20-page set: the six sample sheets over and over, as a larger plan set would be. */
async function twentyPageSet(): Promise<Uint8Array> {
  const sample = await PDFDocument.load(readDocumentFixture("plan-set.pdf"));
  const set = await PDFDocument.create();
  const indices = Array.from({ length: SET_PAGES }, (_, i) => i % sample.getPageCount());
  for (const page of await set.copyPages(sample, indices)) set.addPage(page);
  return set.save();
}

/**
 * A 20-page set drawn as CAD programs export sheets: each page a few text lines over 20,000
 * line segments (hatching, dimensions, linework). Reading text still walks every drawing
 * operator, so such pages cost far more than the sample's.
 */
async function heavyLinework(): Promise<Uint8Array> {
  const set = await PDFDocument.create();
  const font = await set.embedFont(StandardFonts.Helvetica);
  for (let sheet = 1; sheet <= SET_PAGES; sheet += 1) {
    const page = set.addPage([2592, 1728]);
    for (let i = 0; i < 20_000; i += 1) {
      const x = (i * 37) % 2400;
      const y = (i * 53) % 1600;
      page.drawLine({ start: { x, y }, end: { x: x + 40, y: y + 25 }, thickness: 0.5 });
    }
    page.drawText(`SHEET A${sheet} - FLOOR PLAN - 1234 OAK STREET`, {
      x: 72,
      y: 72,
      size: 24,
      font,
    });
  }
  return set.save();
}

/** Runs `work`, giving its time and the event loop's longest and p99 delay meanwhile. */
async function timed(work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  delay.disable();
  return { ms, loopMaxMs: delay.max / 1e6, loopP99Ms: delay.percentile(99) / 1e6 };
}

type Figures = Awaited<ReturnType<typeof timed>>;

function report(label: string, pagesEach: number, runs: Figures[]): void {
  const totalMs = runs.reduce((sum, run) => sum + run.ms, 0);
  const pagesPerSecond = (pagesEach * runs.length) / (totalMs / 1000);
  console.log(`${label}: ${runs.length} reads of ${pagesEach} page(s)`);
  console.log(`  pages/s: ${pagesPerSecond.toFixed(1)}`);
  console.log(`  ms per read: ${summary(runs.map((run) => run.ms))}`);
  console.log(`  event loop delay max ms: ${summary(runs.map((run) => run.loopMaxMs))}`);
}

async function bench(
  label: string,
  pagesEach: number,
  rounds: number,
  read: () => Promise<unknown>,
): Promise<void> {
  const first = await timed(read);
  console.log(`${label}: first read (cold: thread start, JIT warm-up) ${first.ms.toFixed(0)} ms`);
  const runs: Figures[] = [];
  for (let round = 0; round < rounds; round += 1) runs.push(await timed(read));
  report(label, pagesEach, runs);
}

/** For comparison: pdf.js on the calling thread, as the reader would be without its worker. */
async function readOnThisThread(bytes: Uint8Array): Promise<void> {
  const pdf = await openPdf(bytes.slice());
  for (let page = 1; page <= pdf.numPages; page += 1) await readPageText(pdf, page);
  await pdf.destroy();
}

const readImage = (name: DocumentFixture) => () =>
  readDocument({ bytes: readDocumentFixture(name), kind: "image" });

const set = await twentyPageSet();
const planSet = readDocumentFixture("plan-set.pdf");
console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);

await bench("PDF text, 20-page set (worker thread)", SET_PAGES, PDF_ROUNDS, () =>
  readDocument({ bytes: set, kind: "pdf" }),
);
await bench("PDF text, plan-set.pdf (6 pages, worker thread)", 6, PDF_ROUNDS, () =>
  readDocument({ bytes: planSet, kind: "pdf" }),
);
await bench(
  "PDF text, 20-page set, on the event loop (no worker; for comparison)",
  SET_PAGES,
  PDF_ROUNDS,
  () => readOnThisThread(set),
);
const heavy = await heavyLinework();
console.log(`\nheavy linework set: ${(heavy.byteLength / 1e6).toFixed(1)} MB\n`);
await bench("PDF text, 20 sheets of heavy linework (worker thread)", SET_PAGES, PDF_ROUNDS, () =>
  readDocument({ bytes: heavy, kind: "pdf" }),
);
await bench(
  "PDF text, 20 sheets of heavy linework, on the event loop (for comparison)",
  SET_PAGES,
  PDF_ROUNDS,
  () => readOnThisThread(heavy),
);
await bench(
  "OCR, owner-authorization-scan.png (1275 × 1650)",
  1,
  OCR_ROUNDS,
  readImage("owner-authorization-scan.png"),
);
await bench(
  "OCR, owner-authorization-photo.jpg (850 × 1100)",
  1,
  OCR_ROUNDS,
  readImage("owner-authorization-photo.jpg"),
);

await closeDocumentReader();
