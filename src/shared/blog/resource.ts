import { z } from "zod";
import { sourceSchema } from "./guide-schema.ts";

/** The /resources/* pages linked from the guides, each content/resources/<slug>.md. */
export const RESOURCE_SLUGS = [
  "nyc-zoning",
  "building-codes",
  "professional-directory",
  "advocacy",
  "housing-policy",
] as const;

export const resourceFrontMatterSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(60).max(200),
  lastModified: z.iso.date(),
  sources: z.array(sourceSchema).default([]),
});

export type Resource = z.infer<typeof resourceFrontMatterSchema> & { slug: string; html: string };
