import { describe, expect, it } from "vitest";
import { AppError } from "#server/lib/app-error.ts";
import { readDocumentFixture as fixture } from "../../../../tests/helpers/document-fixtures.ts";
import { identifyDocument } from "./document-type.ts";

async function refusal(bytes: Uint8Array): Promise<AppError> {
  const error = await identifyDocument(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("identifyDocument", () => {
  it("knows a PDF by its content", async () => {
    expect(await identifyDocument(fixture("plan-set.pdf"))).toEqual({
      kind: "pdf",
      mime: "application/pdf",
    });
  });

  it("takes a PNG for an image whatever name it came with (a scan uploaded as plans.pdf)", async () => {
    expect(await identifyDocument(fixture("owner-authorization-scan.png"))).toEqual({
      kind: "image",
      mime: "image/png",
    });
  });

  it("knows a JPEG photo", async () => {
    expect(await identifyDocument(fixture("owner-authorization-photo.jpg"))).toEqual({
      kind: "image",
      mime: "image/jpeg",
    });
  });

  it("takes a damaged PDF for a PDF: refusing it is the reader's work", async () => {
    expect((await identifyDocument(fixture("corrupt.pdf"))).kind).toBe("pdf");
  });

  it("refuses text saved with a .pdf name as unsupported (415)", async () => {
    const error = await refusal(fixture("mislabelled.pdf"));
    expect(error.code).toBe("unsupported_file");
    expect(error.status).toBe(415);
  });

  it("refuses other image types and empty files", async () => {
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
    expect((await refusal(gif)).code).toBe("unsupported_file");
    expect((await refusal(new Uint8Array())).code).toBe("unsupported_file");
  });
});
