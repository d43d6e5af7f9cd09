import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** The PostgreSQL server benches make their databases on (BENCH_DATABASE_URL). */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Makes a fresh database named `{prefix}_{random}`; `drop()` removes it even while in use. */
export async function createBenchDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // A fresh connection: the bench may have restarted PostgreSQL since the database was made.
      const cleanup = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
