import { describe, expect, it } from "vitest";
import { GUIDE_SLUGS, formatGuideDate, readingMinutes } from "#shared/blog/guide.ts";
import { allTags, blogPagePaths, findGuide, guidesTagged, listGuides } from "./guides.server.ts";

describe("the guides", () => {
  it("are all written, 1,000 to 2,000 words, each ending with the address box", () => {
    for (const slug of GUIDE_SLUGS) {
      const guide = findGuide(slug);
      expect(guide, slug).not.toBeNull();
      expect(guide!.wordCount, slug).toBeGreaterThanOrEqual(1000);
      expect(guide!.wordCount, slug).toBeLessThanOrEqual(2100);
      expect(guide!.bodyAfter, slug).not.toBeNull();
      expect(guide!.relatedArticles.length, slug).toBeGreaterThan(0);
      expect(guide!.lastModified >= guide!.publishDate, slug).toBe(true);
    }
  });

  it("render Markdown without raw HTML, and open outside links in a new tab", () => {
    const html = findGuide("texas-permit-patchwork")!.bodyBefore;
    expect(html).toContain("<h2 id=");
    expect(html).not.toContain("<script");
    expect(html).toMatch(/<a href="https:[^"]+" rel="noopener noreferrer" target="_blank">/);
  });

  it("list newest first, and find tags whatever their case", () => {
    const dates = listGuides().map((guide) => guide.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(guidesTagged("adu")?.tag).toBe("ADU");
    expect(guidesTagged("no such tag")).toBeNull();
    expect(blogPagePaths()).toEqual(
      expect.arrayContaining(["/blog", "/blog/category/guide", "/resources/nyc-zoning"]),
    );
    expect(blogPagePaths()).toContain(`/blog/tag/${allTags()[0]!.toLowerCase()}`);
  });
});

describe("reading time and dates", () => {
  it("reads 200 words a minute, and 8 minutes when there is no text", () => {
    expect(readingMinutes(0)).toBe(8);
    expect(readingMinutes(50)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1500)).toBe(8);
  });

  it("writes long dates in the header and short ones in lists", () => {
    expect(formatGuideDate("2024-01-05", "long")).toBe("January 5, 2024");
    expect(formatGuideDate("2024-01-05", "short")).toBe("Jan 5, 2024");
  });
});
