import { createScratchDatabase } from "../tests/helpers/scratch-database.ts";

/** The PostgreSQL server benches make their databases on (BENCH_DATABASE_URL). */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database for one bench run, named `{prefix}_{random}`. */
export const createBenchDatabase = (prefix: string) =>
  createScratchDatabase(BENCH_ADMIN_URL, prefix);
