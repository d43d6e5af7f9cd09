import { randomBytes } from "node:crypto";
import postgres from "postgres";

/**
 * Makes a new, empty database `{prefix}_{random}` on the PostgreSQL server at `adminUrl`;
 * resolves to its URL and a `drop()` that removes it even while connections are open.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
  const creator = admin();
  try {
    await creator.unsafe(`create database "${name}"`);
  } finally {
    await creator.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // A connection of its own: PostgreSQL may have restarted since (the chaos bench does).
      const dropper = admin();
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
