import { BRAND_NAME } from "../site.ts";
import { GUIDE_CATEGORY, type Guide, categoryPath } from "./guide.ts";

/** The blog's name in breadcrumbs and structured data. */
export const BLOG_NAME = "AI Deep Research";

type JsonLd = Record<string, unknown>;

/**
 * The structured data of a guide: Article, FAQPage, HowTo and BreadcrumbList, with
 * absolute URLs on `origin`. FAQPage and HowTo only when the guide has questions or steps.
 */
export function guideStructuredData(guide: Guide, origin: string): JsonLd[] {
  const url = `${origin}/blog/${guide.slug}`;
  const author = {
    "@type": "Organization",
    name: guide.author.name,
    url: new URL(guide.author.profileUrl, origin).href,
  };
  const blocks: JsonLd[] = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: guide.title,
      description: guide.description,
      image: new URL(guide.featuredImage.url, origin).href,
      datePublished: guide.publishDate,
      dateModified: guide.lastModified,
      author,
      publisher: { "@type": "Organization", name: BRAND_NAME, url: origin },
      mainEntityOfPage: url,
      articleSection: GUIDE_CATEGORY,
      keywords: guide.tags.join(", "),
      wordCount: guide.wordCount,
    },
  ];
  if (guide.faq.length > 0)
    blocks.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: guide.faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    });
  if (guide.howTo)
    blocks.push({
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: guide.howTo.name,
      step: guide.howTo.steps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.name,
        text: step.text,
      })),
    });
  blocks.push({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: "Home", url: `${origin}/` },
      { name: BLOG_NAME, url: `${origin}/blog` },
      { name: GUIDE_CATEGORY, url: `${origin}${categoryPath(GUIDE_CATEGORY)}` },
      { name: guide.title, url },
    ].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  });
  return blocks;
}
