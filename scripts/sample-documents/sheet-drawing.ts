import { type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** PDF user-space units per inch. */
export const INCH = 72;

/** An ARCH D sheet (36" × 24", landscape): the size most residential plan sets are drawn on. */
export const SHEET = { width: 36 * INCH, height: 24 * INCH };

/** Points per foot at 1/4" = 1'-0" and at 1/8" = 1'-0", the two scales the sample set uses. */
export const QUARTER_INCH_SCALE = INCH / 4;
export const EIGHTH_INCH_SCALE = INCH / 8;

const INK = rgb(0.1, 0.1, 0.12);

/** What every drawing call needs: the page and the set's two weights of one typeface. */
export type Pen = { page: PDFPage; regular: PDFFont; bold: PDFFont };

type TextStyle = { size?: number; bold?: boolean };

export function text(pen: Pen, value: string, x: number, y: number, style: TextStyle = {}): void {
  const size = style.size ?? 14;
  pen.page.drawText(value, {
    x,
    y,
    size,
    font: style.bold ? pen.bold : pen.regular,
    color: INK,
  });
}

/** Text centred on `x`, as labels on a drawing are. */
export function centredText(
  pen: Pen,
  value: string,
  x: number,
  y: number,
  style: TextStyle = {},
): void {
  const size = style.size ?? 14;
  const width = (style.bold ? pen.bold : pen.regular).widthOfTextAtSize(value, size);
  text(pen, value, x - width / 2, y, style);
}

/** Lines of text downwards from `y`; returns the `y` below the last line. */
export function paragraph(
  pen: Pen,
  values: readonly string[],
  x: number,
  y: number,
  style: TextStyle & { leading?: number } = {},
): number {
  const leading = style.leading ?? (style.size ?? 14) * 1.45;
  let lineY = y;
  for (const value of values) {
    text(pen, value, x, lineY, style);
    lineY -= leading;
  }
  return lineY;
}

type Stroke = { thickness?: number; dashed?: boolean };

export function line(
  pen: Pen,
  from: [number, number],
  to: [number, number],
  stroke: Stroke = {},
): void {
  pen.page.drawLine({
    start: { x: from[0], y: from[1] },
    end: { x: to[0], y: to[1] },
    thickness: stroke.thickness ?? 1,
    color: INK,
    ...(stroke.dashed ? { dashArray: [12, 6] } : {}),
  });
}

export function box(
  pen: Pen,
  x: number,
  y: number,
  width: number,
  height: number,
  stroke: Stroke = {},
): void {
  pen.page.drawRectangle({
    x,
    y,
    width,
    height,
    borderColor: INK,
    borderWidth: stroke.thickness ?? 1,
    ...(stroke.dashed ? { borderDashArray: [12, 6] } : {}),
  });
}

/** An outline circle (pdf-lib fills a circle black unless it is given only a border colour). */
export function circle(pen: Pen, x: number, y: number, radius: number, thickness = 1): void {
  pen.page.drawCircle({ x, y, size: radius, borderColor: INK, borderWidth: thickness });
}

/**
 * A dimension string: a thin line with a tick at each end and its length written beside it,
 * above a horizontal line or left of a vertical one.
 */
export function dimension(
  pen: Pen,
  from: [number, number],
  to: [number, number],
  label: string,
): void {
  line(pen, from, to, { thickness: 0.6 });
  const tick = 6;
  for (const [x, y] of [from, to]) line(pen, [x - tick, y - tick], [x + tick, y + tick]);
  const middle: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  if (from[1] === to[1]) centredText(pen, label, middle[0], middle[1] + 6, { size: 12 });
  else {
    const width = pen.regular.widthOfTextAtSize(label, 12);
    text(pen, label, middle[0] - width - 8, middle[1] - 4, { size: 12 });
  }
}

/** A drawing's title under it, as sheets label their views: "1  SITE PLAN  SCALE: …". */
export function viewTitle(
  pen: Pen,
  number: number,
  title: string,
  scale: string,
  x: number,
  y: number,
): void {
  circle(pen, x + 16, y + 6, 16, 1.5);
  centredText(pen, String(number), x + 16, y, { size: 16, bold: true });
  text(pen, title, x + 44, y, { size: 20, bold: true });
  line(pen, [x + 44, y - 6], [x + 44 + pen.bold.widthOfTextAtSize(title, 20), y - 6], {
    thickness: 1.5,
  });
  text(pen, `SCALE: ${scale}`, x + 44, y - 24, { size: 12 });
}
