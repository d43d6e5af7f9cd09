import { INCH, type Pen, SHEET, box, line, paragraph, text } from "./sheet-drawing.ts";

/** The invented project every sample document is about. */
export const PROJECT = {
  name: "RIVERA RESIDENCE - REAR ADDITION",
  address: "1234 OAK STREET, AUSTIN, TX 78704",
  parcel: "0123-4567-89",
  owner: "JANE RIVERA",
  designer: "CEDAR LINE DESIGN STUDIO",
  issued: "11/02/2026",
} as const;

/** The right-hand strip every sheet carries; drawings stay left of TITLE_BLOCK_LEFT. */
const MARGIN = INCH / 2;
const TITLE_BLOCK_WIDTH = 4.5 * INCH;
export const TITLE_BLOCK_LEFT = SHEET.width - MARGIN - TITLE_BLOCK_WIDTH;

export type SheetLabel = { number: string; title: string; scale: string };

export function drawBorderAndTitleBlock(pen: Pen, sheet: SheetLabel, index: number, of: number) {
  box(pen, MARGIN, MARGIN, SHEET.width - 2 * MARGIN, SHEET.height - 2 * MARGIN, { thickness: 3 });
  box(pen, TITLE_BLOCK_LEFT, MARGIN, TITLE_BLOCK_WIDTH, SHEET.height - 2 * MARGIN, {
    thickness: 2,
  });
  const x = TITLE_BLOCK_LEFT + 18;
  let y = SHEET.height - MARGIN - 40;
  text(pen, PROJECT.designer, x, y, { size: 18, bold: true });
  y = paragraph(
    pen,
    [
      "RESIDENTIAL DESIGN",
      "88 ELM ROW, AUSTIN, TX 78701",
      "(512) 555-0187",
      "studio@cedarline.example",
    ],
    x,
    y - 24,
    { size: 12 },
  );
  line(pen, [TITLE_BLOCK_LEFT, y], [SHEET.width - MARGIN, y], { thickness: 1.5 });

  y = paragraph(pen, ["PROJECT:"], x, y - 30, { size: 11 });
  y = paragraph(pen, ["RIVERA RESIDENCE", "REAR ADDITION"], x, y - 4, { size: 16, bold: true });
  y = paragraph(
    pen,
    [
      "1234 OAK STREET",
      "AUSTIN, TX 78704",
      `PARCEL (APN): ${PROJECT.parcel}`,
      "OWNER: JANE RIVERA",
    ],
    x,
    y,
    { size: 12 },
  );
  line(pen, [TITLE_BLOCK_LEFT, y], [SHEET.width - MARGIN, y], { thickness: 1.5 });

  y = paragraph(
    pen,
    ["REVISIONS", "NO.  DATE        DESCRIPTION", "-    -           -"],
    x,
    y - 30,
    { size: 11 },
  );
  line(pen, [TITLE_BLOCK_LEFT, y - 120], [SHEET.width - MARGIN, y - 120], { thickness: 1.5 });

  y = paragraph(
    pen,
    [
      `DATE: ${PROJECT.issued}`,
      "ISSUED FOR PERMIT",
      "DRAWN: M.O.    CHECKED: D.C.",
      `SCALE: ${sheet.scale}`,
    ],
    x,
    y - 150,
    { size: 12 },
  );
  line(pen, [TITLE_BLOCK_LEFT, y], [SHEET.width - MARGIN, y], { thickness: 1.5 });
  paragraph(pen, sheet.title.split("\n"), x, y - 30, { size: 16, bold: true });
  text(pen, sheet.number, x, MARGIN + 60, { size: 56, bold: true });
  text(pen, `SHEET ${index} OF ${of}`, x + 160, MARGIN + 70, { size: 12 });
}
