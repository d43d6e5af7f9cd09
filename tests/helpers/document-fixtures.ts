import { readFileSync } from "node:fs";

/** The sample permit documents (tests/fixtures/documents/README.md). */
export type DocumentFixture =
  | "plan-set.pdf"
  | "owner-authorization-scan.png"
  | "owner-authorization-photo.jpg"
  | "corrupt.pdf"
  | "password-protected.pdf"
  | "mislabelled.pdf";

export function readDocumentFixture(name: DocumentFixture): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../fixtures/documents/${name}`, import.meta.url)));
}
