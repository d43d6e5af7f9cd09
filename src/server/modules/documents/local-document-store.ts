import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../lib/logger.ts";
import { assertDocumentKey } from "./document-key.ts";
import type { DocumentStore } from "./document-store.ts";

/** Only this process's user may list or read the documents: they are other people's papers. */
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/** A file system error's code (ENOENT, …), or undefined for anything else. */
function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}

/** What a missing file (or a file where a directory was expected) says: the key is not there. */
const MISSING = new Set(["ENOENT", "ENOTDIR"]);

/**
 * Documents as files under one directory, one file per key (`a/b/c` is `<directory>/a/b/c`).
 * A write goes to a temporary file beside the final one, is flushed to disk, then renamed over
 * it: a crash or a full disk leaves the old file or the new one, never half of one.
 */
export function createLocalDocumentStore(options: {
  directory: string;
  log: Logger;
}): DocumentStore {
  const directory = path.resolve(options.directory);
  const { log } = options;
  // Keys are checked first, so the path always stays inside the directory.
  const pathOf = (key: string) => {
    assertDocumentKey(key);
    return path.join(directory, ...key.split("/"));
  };

  return {
    describe: `local directory ${directory}`,

    async put(key, bytes) {
      const file = pathOf(key);
      const folder = path.dirname(file);
      await mkdir(folder, { recursive: true, mode: DIRECTORY_MODE });
      // The leading dot and the `.` in the name: no key can name this file (see document-key.ts).
      const temporary = path.join(folder, `.${randomUUID()}.tmp`);
      const handle = await open(temporary, "wx", FILE_MODE);
      try {
        try {
          await handle.writeFile(bytes);
          // Rename only what is on disk: without this, a power cut can leave an empty file.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch((cleanupError: unknown) => {
          log.warn({ err: cleanupError, file: temporary }, "could not remove a temporary document");
        });
        throw error;
      }
    },

    async get(key) {
      try {
        const contents = await readFile(pathOf(key));
        // A plain Uint8Array over the same memory (a Buffer's slice() differs from Uint8Array's).
        return new Uint8Array(contents.buffer, contents.byteOffset, contents.byteLength);
      } catch (error) {
        if (MISSING.has(errorCode(error) ?? "")) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!MISSING.has(errorCode(error) ?? "")) throw error;
      }
    },
  };
}
