import { z } from "zod";
import { ADDRESS_MAX_CHARS, propertyDetailsSchema } from "./addresses.ts";
import { PROJECT_TYPES } from "./chat.ts";

export const PROJECT_NAME_MAX_CHARS = 120;

/** POST /api/projects: a project for one property address. */
export const createProjectSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, { error: "address is the property's address." })
    .max(ADDRESS_MAX_CHARS),
  project_type: z.enum(PROJECT_TYPES).default("building_permit"),
  propertyDetails: propertyDetailsSchema.nullish(),
});

/** PATCH /api/projects/:id: a new name for the project. */
export const renameProjectSchema = z.object({
  name: z
    .string({ error: "name is the project's new name." })
    .trim()
    .min(1, { error: "A project needs a name." })
    .max(PROJECT_NAME_MAX_CHARS, {
      error: `A project name is at most ${PROJECT_NAME_MAX_CHARS} characters.`,
    }),
});
