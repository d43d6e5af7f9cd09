import { z } from "zod";

// The guides' front matter and authors, checked when the site is built (content/blog/README.md).
// Kept apart from guide.ts so the browser's bundle does not carry zod for the blog's types.

const isoDate = z.iso.date();

/** A source a guide or resource page cites. */
export const sourceSchema = z.object({
  title: z.string().min(1),
  publisher: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  accessed: isoDate,
});

/** The front matter of a guide (content/blog/README.md), checked when the site is built. */
export const guideFrontMatterSchema = z.object({
  title: z.string().min(10).max(90),
  description: z.string().min(80).max(200),
  tldr: z.string().min(20),
  publishDate: isoDate,
  lastModified: isoDate,
  author: z.string().min(1),
  featuredImage: z.object({
    url: z.string().regex(/^\/blog\/images\/[\w-]+\.svg$/),
    alt: z.string().min(10),
    caption: z.string().min(5),
  }),
  tags: z.array(z.string().min(2)).min(1).max(8),
  faq: z.array(z.object({ question: z.string().min(5), answer: z.string().min(5) })).default([]),
  howTo: z
    .object({
      name: z.string().min(5),
      steps: z.array(z.object({ name: z.string().min(2), text: z.string().min(5) })).min(2),
    })
    .optional(),
  relatedArticles: z.array(z.string()).default([]),
  sources: z.array(sourceSchema).min(1),
});

export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>;

/** A guide's author, from content/blog/authors.yaml. */
export const authorSchema = z.object({
  name: z.string().min(1),
  profileUrl: z.string().min(1),
  avatar: z.string().min(1),
  bio: z.string().min(1),
  socialLinks: z
    .object({
      website: z.string().optional(),
      twitter: z.string().optional(),
      linkedin: z.string().optional(),
    })
    .default({}),
});

export type Author = z.infer<typeof authorSchema>;
