import { PDFDocument, PDFHexString, PDFName, PDFNumber, StandardFonts } from "pdf-lib";

/**
 * A PDF cut off after a few hundred bytes, with garbage where the rest was: its first bytes
 * say PDF (so a check by content accepts the type), but no page can be read from it.
 */
export function makeCorruptPdf(): Uint8Array {
  const head = [
    "%PDF-1.7",
    "%\u00e2\u00e3\u00cf\u00d3",
    "1 0 obj",
    "<< /Type /Catalog /Pages 2 0 R >>",
    "endobj",
    "2 0 obj",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "endobj",
    "3 0 obj",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    "endobj",
    "4 0 obj",
    "<< /Length 880 /Filter /FlateDecode >>",
    "stream",
    "",
  ].join("\n");
  // Deterministic "garbage": a fixed byte pattern, never a valid deflate stream.
  const garbage = Uint8Array.from({ length: 600 }, (_, i) => (i * 151 + 17) % 256);
  const bytes = new Uint8Array(head.length + garbage.length);
  bytes.set(Buffer.from(head, "latin1"), 0);
  bytes.set(garbage, head.length);
  return bytes;
}

/** A plain text note saved with a .pdf name, as a user might rename a file. */
export function makeMislabelledPdf(): Uint8Array {
  return Buffer.from(
    [
      "Notes for the permit application - 1234 Oak Street",
      "",
      "This file is plain text saved with a .pdf name. It is not a PDF.",
      "- ask the designer for the energy compliance report",
      "- get the owner authorization signed",
      "",
    ].join("\n"),
    "utf8",
  );
}

/**
 * A PDF that asks for a password to open. Its encryption dictionary (RC4, revision 2) holds
 * password checks that match no password anyone knows; the pages themselves are not really
 * encrypted, which does not matter: a reader stops at the password as it does for a real one.
 */
export async function makePasswordProtectedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([612, 792]);
  page.drawText("CONFIDENTIAL - OWNER'S COPY", {
    x: 72,
    y: 700,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  const { context } = pdf;
  const check = (seed: number) => PDFHexString.of(bytesHex(32, seed));
  const encrypt = context.obj({
    Filter: PDFName.of("Standard"),
    V: PDFNumber.of(1),
    R: PDFNumber.of(2),
    Length: PDFNumber.of(40),
    O: check(7),
    U: check(11),
    P: PDFNumber.of(-3904),
  });
  context.trailerInfo.Encrypt = context.register(encrypt);
  const id = PDFHexString.of(bytesHex(16, 3));
  context.trailerInfo.ID = context.obj([id, id]);
  return pdf.save({ useObjectStreams: false });
}

function bytesHex(length: number, seed: number): string {
  return Array.from({ length }, (_, i) =>
    ((i * 73 + seed * 31) % 256).toString(16).padStart(2, "0"),
  )
    .join("")
    .toUpperCase();
}
