import { Document, Link, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { DocumentCheck, DocumentFinding, FindingStatus } from "#shared/documents.ts";

const STATUS_LABEL: Record<FindingStatus, string> = {
  found: "Found",
  missing: "Missing",
  unclear: "Check by hand",
  "not-applicable": "Not needed",
};

const STATUS_COLOR: Record<FindingStatus, string> = {
  found: "#166534",
  missing: "#b91c1c",
  unclear: "#92400e",
  "not-applicable": "#475569",
};

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#0f172a", lineHeight: 1.4 },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  meta: { color: "#475569", marginBottom: 2 },
  summary: { marginTop: 10, marginBottom: 12, fontFamily: "Helvetica-Bold" },
  heading: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 6 },
  item: { borderTop: "1pt solid #e2e8f0", paddingVertical: 6 },
  itemHead: { flexDirection: "row", justifyContent: "space-between" },
  label: { fontFamily: "Helvetica-Bold", flexGrow: 1, flexShrink: 1, paddingRight: 8 },
  status: { fontFamily: "Helvetica-Bold" },
  small: { color: "#475569", fontSize: 9 },
  excerpt: { fontSize: 9, fontFamily: "Courier", color: "#334155", marginTop: 2 },
  footer: { marginTop: 16, fontSize: 8, color: "#64748b" },
});

// The server runs its TypeScript as Node strips it (no JSX), so the report is built with
// createElement.
const h = createElement;

function findingView(finding: DocumentFinding) {
  return h(
    View,
    { key: finding.itemId, style: styles.item, wrap: false },
    h(
      View,
      { style: styles.itemHead },
      h(Text, { style: styles.label }, finding.label),
      h(
        Text,
        { style: [styles.status, { color: STATUS_COLOR[finding.status] }] },
        STATUS_LABEL[finding.status],
      ),
    ),
    ...finding.where
      .slice(0, 3)
      .map((place, index) =>
        h(
          Text,
          { key: `${place.fileId}:${place.page}:${index}`, style: styles.excerpt },
          `${place.fileName}, page ${place.page}: “${place.excerpt}”`,
        ),
      ),
    h(Text, { style: styles.small }, `Why it matters: ${finding.why}`),
    finding.note ? h(Text, { style: styles.small }, finding.note) : null,
    finding.by === "model"
      ? h(Text, { style: styles.small }, "Suggested by the AI model; confirm it on the page named.")
      : null,
    finding.source
      ? h(
          Text,
          { style: styles.small },
          "Source: ",
          h(Link, { src: finding.source.url }, finding.source.title),
          ` (as of ${finding.source.asOf})`,
        )
      : null,
  );
}

function checkReport(check: DocumentCheck, siteUrl: string) {
  const count = (status: FindingStatus) => check.findings.filter((f) => f.status === status).length;
  const documents = check.findings.filter((finding) => finding.kind === "document");
  const sheets = check.findings.filter((finding) => finding.kind === "sheet");
  return h(
    Document,
    { title: `Document check: ${check.address}`, author: "PermitLM" },
    h(
      Page,
      { size: "LETTER", style: styles.page },
      h(Text, { style: styles.title }, "Permit application document check"),
      h(Text, { style: styles.meta }, check.address),
      h(
        Text,
        { style: styles.meta },
        `${check.projectType.name} · ${check.jurisdiction} · checked ${check.updatedAt.slice(0, 10)}`,
      ),
      h(
        Text,
        { style: styles.meta },
        `Files: ${check.files.map((file) => `${file.name} (${file.pages} p.)`).join(", ")}`,
      ),
      h(
        Text,
        { style: styles.summary },
        `${count("found")} found · ${count("missing")} missing · ${count("unclear")} to check by hand`,
      ),
      h(Text, { style: styles.heading }, "Documents the application needs"),
      ...documents.map(findingView),
      h(Text, { style: styles.heading }, "What the drawings show"),
      ...sheets.map(findingView),
      h(
        Text,
        { style: styles.footer },
        `This checklist is read from the files you uploaded and from the typical requirements for this kind of work; the permit office decides what a complete application is. Confirm with ${check.jurisdiction} before you submit. Made by PermitLM, ${siteUrl}.`,
      ),
    ),
  );
}

/** The checklist report as a PDF its owner can download and keep. */
export function renderDocumentCheckPdf(check: DocumentCheck, siteUrl: string): Promise<Buffer> {
  return renderToBuffer(checkReport(check, siteUrl));
}
