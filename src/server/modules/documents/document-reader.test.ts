import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "#server/lib/app-error.ts";
import { readDocumentFixture as fixture } from "../../../../tests/helpers/document-fixtures.ts";
import { closeDocumentReader, countPdfPages, readDocument } from "./document-reader.ts";

afterAll(closeDocumentReader);

/** OCR takes about a second on a quiet machine: a third of this on a busy one is still fine. */
const OCR_TIMEOUT_MS = 60_000;

async function rejection(reading: Promise<unknown>): Promise<AppError> {
  const error = await reading.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("reading a PDF's text layer", () => {
  it("gives each page of the plan set its own text, in page order", async () => {
    const pages = await readDocument({ bytes: fixture("plan-set.pdf"), kind: "pdf" });
    expect(pages.map(({ page, read, confidence }) => ({ page, read, confidence }))).toEqual(
      [1, 2, 3, 4, 5, 6].map((page) => ({ page, read: "text", confidence: null })),
    );
    const [title, site, floor, elevations, structure, notes] = pages.map(({ text }) => text);
    expect(title).toContain("1234 OAK STREET, AUSTIN, TX 78704");
    expect(title).toContain("PARCEL NUMBER (APN): 0123-4567-89");
    expect(title).toContain(`SCALE: 1/4" = 1'-0"`);
    expect(title).toContain("Owner signature ____");
    expect(site).toContain("SITE PLAN");
    expect(site).toContain(`FRONT SETBACK 25'-0"`);
    expect(floor).toContain("PRIMARY BEDROOM");
    expect(floor).toContain(`12'-6"`);
    expect(elevations).toContain("REAR (NORTH) ELEVATION");
    expect(structure).toContain("BEAM B1");
    expect(notes).toContain("STRUCTURAL NOTES");
    // What the sample leaves out on purpose (tests/fixtures/documents/README.md).
    expect(pages.map(({ text }) => text).join("\n")).not.toMatch(/REScheck|IECC/i);
  });

  it("reports progress after each page, in order", async () => {
    const progress: [number, number][] = [];
    await readDocument({ bytes: fixture("plan-set.pdf"), kind: "pdf" }, (done, total) =>
      progress.push([done, total]),
    );
    expect(progress).toEqual([1, 2, 3, 4, 5, 6].map((done) => [done, 6]));
  });

  it("counts the pages without reading them", async () => {
    expect(await countPdfPages(fixture("plan-set.pdf"))).toBe(6);
  });

  it("gives a page without a text layer (a scanned sheet) as empty text", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText("SHEET A1 - SITE PLAN", { x: 72, y: 700, size: 14, font });
    pdf.addPage().drawRectangle({ x: 72, y: 72, width: 300, height: 400 });
    const pages = await readDocument({ bytes: await pdf.save(), kind: "pdf" });
    expect(pages).toEqual([
      { page: 1, text: "SHEET A1 - SITE PLAN", read: "text", confidence: null },
      { page: 2, text: "", read: "text", confidence: null },
    ]);
  });

  it("reads documents given at the same time, each whole", async () => {
    const [first, second, count] = await Promise.all([
      readDocument({ bytes: fixture("plan-set.pdf"), kind: "pdf" }),
      readDocument({ bytes: fixture("plan-set.pdf"), kind: "pdf" }),
      countPdfPages(fixture("plan-set.pdf")),
    ]);
    expect(second).toEqual(first);
    expect(count).toBe(6);
  });

  it("refuses a damaged PDF as unreadable (422), when counting and when reading", async () => {
    const reading = await rejection(readDocument({ bytes: fixture("corrupt.pdf"), kind: "pdf" }));
    expect(reading.code).toBe("unreadable_file");
    expect(reading.status).toBe(422);
    expect((await rejection(countPdfPages(fixture("corrupt.pdf")))).code).toBe("unreadable_file");
  });

  it("refuses a PDF locked by a password as unreadable", async () => {
    const error = await rejection(countPdfPages(fixture("password-protected.pdf")));
    expect(error.code).toBe("unreadable_file");
    expect(String(error.cause)).toMatch(/PasswordException/);
  });

  it("leaves the caller's bytes as they were", async () => {
    const bytes = fixture("plan-set.pdf");
    const copy = bytes.slice();
    await readDocument({ bytes, kind: "pdf" });
    expect(bytes).toEqual(copy);
  });
});

describe("reading an image by OCR", () => {
  it(
    "reads the owner's authorization scan with its confidence",
    async () => {
      const progress: [number, number][] = [];
      const pages = await readDocument(
        { bytes: fixture("owner-authorization-scan.png"), kind: "image" },
        (done, total) => progress.push([done, total]),
      );
      expect(pages).toHaveLength(1);
      const [scan] = pages;
      expect(scan).toMatchObject({ page: 1, read: "ocr" });
      expect(scan?.text).toContain("OWNER AUTHORIZATION");
      expect(scan?.text).toMatch(/authorize\s+Lone Star Builders\s+LLC/);
      expect(scan?.text).toContain("1234 Oak Street, Austin, TX 78704");
      expect(scan?.confidence).toBeGreaterThan(75);
      expect(scan?.confidence).toBeLessThanOrEqual(100);
      expect(progress).toEqual([[1, 1]]);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    "reads a JPEG photo of it on the same engine",
    async () => {
      const [photo] = await readDocument({
        bytes: fixture("owner-authorization-photo.jpg"),
        kind: "image",
      });
      expect(photo?.text).toContain("0123-4567-89");
    },
    OCR_TIMEOUT_MS,
  );

  it(
    "refuses an image that cannot be decoded as unreadable, and reads the next one",
    async () => {
      const cutOff = fixture("owner-authorization-scan.png").subarray(0, 4096);
      const error = await rejection(readDocument({ bytes: cutOff, kind: "image" }));
      expect(error.code).toBe("unreadable_file");
      const [after] = await readDocument({
        bytes: fixture("owner-authorization-photo.jpg"),
        kind: "image",
      });
      expect(after?.text).toContain("OWNER AUTHORIZATION");
    },
    OCR_TIMEOUT_MS,
  );
});
