import { PDFDocument, StandardFonts } from "pdf-lib";
import { PLAN_SET_SHEETS } from "./plan-set-sheets.ts";
import { SHEET } from "./sheet-drawing.ts";
import { PROJECT, drawBorderAndTitleBlock } from "./title-block.ts";

/** A fixed date, so that making the fixtures again writes the same bytes. */
const ISSUED = new Date("2026-11-02T12:00:00Z");

/** The sample plan set: six ARCH D sheets with a real text layer (Helvetica), as a CAD export. */
export async function makePlanSet(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${PROJECT.name} - PERMIT SET`);
  pdf.setAuthor(PROJECT.designer);
  pdf.setCreator("PermitLM sample documents (scripts/make-sample-documents.ts)");
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(ISSUED);
  pdf.setModificationDate(ISSUED);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [index, sheet] of PLAN_SET_SHEETS.entries()) {
    const page = pdf.addPage([SHEET.width, SHEET.height]);
    const pen = { page, regular, bold };
    drawBorderAndTitleBlock(pen, sheet, index + 1, PLAN_SET_SHEETS.length);
    sheet.draw(pen);
  }
  return pdf.save();
}
