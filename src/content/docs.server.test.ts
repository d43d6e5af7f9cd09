import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "#shared/site.ts";
import { DOC_SLUGS, docNeighbours } from "#shared/docs/doc.ts";
import { findDoc, listDocs } from "./docs.server.ts";

describe("the user guide", () => {
  it("has a written page for every topic, in reading order, each prerendered", () => {
    expect(listDocs().map((doc) => doc.slug)).toEqual([...DOC_SLUGS]);
    for (const slug of DOC_SLUGS) {
      const page = findDoc(slug);
      expect(page?.doc.html, slug).toContain("<h2 id=");
      expect(page?.doc.html, slug).not.toContain("<script");
      expect(PRERENDERED_PATHS, slug).toContain(`/docs/${slug}`);
    }
    expect(findDoc("no-such-topic")).toBeNull();
  });

  it("links each topic to its neighbours", () => {
    const first = findDoc(DOC_SLUGS[0])!;
    expect(first.previous).toBeNull();
    expect(first.next?.slug).toBe(DOC_SLUGS[1]);
    const last = findDoc(DOC_SLUGS.at(-1)!)!;
    expect(last.previous?.slug).toBe(DOC_SLUGS.at(-2));
    expect(last.next).toBeNull();
    expect(docNeighbours([{ slug: "a" }], "b")).toEqual({ previous: null, next: null });
  });

  it("writes the site's own address into the API examples", () => {
    const html = findDoc("api")!.doc.html;
    expect(html).not.toContain("{{site-origin}}");
    expect(html).toMatch(/PERMITLM_URL="http/);
    expect(html).toContain("Authorization: Bearer $PERMITLM_KEY");
  });

  it("puts tables and code blocks, which scroll sideways on a phone, in the tab order", () => {
    expect(findDoc("credits")!.doc.html).toContain('<table tabindex="0">');
    expect(findDoc("api")!.doc.html).toContain('<pre tabindex="0">');
  });
});
