import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  TRUST_PROXY: booleanFlag,
  BUILD_DIR: z.string().default("./build/client"),
  WAITLIST_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  WAITLIST_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema>;

/** The one place that reads `process.env`; everything else receives the parsed `Env`. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid settings:\n${problems.join("\n")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * Each outside part that is not configured falls back to its embedded default, and says so once
 * at boot (spec §1: "falls back to built-in configuration and logs a console note").
 */
export function describeFallbacks(env: Env): string[] {
  const notes: string[] = [];
  if (!env.DATABASE_URL) {
    notes.push(`DATABASE_URL is not set: using the embedded database (PGlite) in ${env.DATA_DIR}`);
  }
  return notes;
}
