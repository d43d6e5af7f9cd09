import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BAD_DOCUMENT_KEYS } from "../../../../tests/helpers/bad-document-keys.ts";
import { createLogger } from "../../lib/logger.ts";
import { createLocalDocumentStore } from "./local-document-store.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A store over a fresh directory that does not exist yet (the store makes it). */
function freshStore() {
  const root = mkdtempSync(path.join(tmpdir(), "permitlm-documents-"));
  roots.push(root);
  const directory = path.join(root, "documents");
  return { directory, store: createLocalDocumentStore({ directory, log: createLogger("silent") }) };
}

/** Every file under a directory, as paths relative to it. */
const filesUnder = (directory: string): string[] =>
  existsSync(directory)
    ? readdirSync(directory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("the local document store", () => {
  it("gives back the bytes it was given, and replaces them on a second put", async () => {
    const { store, directory } = freshStore();
    const bytes = new Uint8Array(randomBytes(300_000));
    await store.put("user-1/check-1/file-1", bytes, "application/pdf");
    expect(await store.get("user-1/check-1/file-1")).toEqual(bytes);

    const replacement = new Uint8Array([0, 255, 1, 254]);
    await store.put("user-1/check-1/file-1", replacement, "image/png");
    expect(await store.get("user-1/check-1/file-1")).toEqual(replacement);
    await store.put("user-1/check-1/empty", new Uint8Array(), "application/pdf");
    expect(await store.get("user-1/check-1/empty")).toEqual(new Uint8Array());
    expect(store.describe).toBe(`local directory ${directory}`);
  });

  it("keeps files only its user can read, in directories only its user can open", async () => {
    const { store, directory } = freshStore();
    await store.put("user-1/check-1/file-1", new Uint8Array([1]), "application/pdf");
    expect(modeOf(path.join(directory, "user-1/check-1/file-1"))).toBe(0o600);
    for (const folder of ["", "user-1", "user-1/check-1"]) {
      expect(modeOf(path.join(directory, folder)), folder || "the root").toBe(0o700);
    }
  });

  it("leaves no temporary file, and readers see the old file or the new one whole", async () => {
    const { store, directory } = freshStore();
    const before = new Uint8Array(randomBytes(4 * 1024 * 1024));
    const after = new Uint8Array(randomBytes(4 * 1024 * 1024));
    await store.put("u/c/f", before, "application/pdf");

    const writing = store.put("u/c/f", after, "application/pdf");
    const reads: (Uint8Array | null)[] = [];
    let written = false;
    const done = () => (written = true);
    void writing.then(done, done);
    while (!written) reads.push(await store.get("u/c/f"));
    await writing;

    // Compared as Buffers: matching 4 MB arrays element by element would take seconds.
    const whole = (read: Uint8Array | null) =>
      read !== null && [before, after].some((bytes) => Buffer.from(bytes).equals(read));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(whole)).toBe(true);
    expect(Buffer.from(after).equals((await store.get("u/c/f")) ?? new Uint8Array())).toBe(true);
    expect(filesUnder(directory)).toEqual(["u/c/f"]);
  });

  it("removes its temporary file when a write fails", async () => {
    const { store, directory } = freshStore();
    await store.put("u/c/f", new Uint8Array([1]), "application/pdf");
    // "u/c" is now a directory with a file in it: renaming a file over it fails.
    await expect(store.put("u/c", new Uint8Array([2]), "application/pdf")).rejects.toThrow();
    expect(filesUnder(directory)).toEqual(["u/c/f"]);
  });

  it("answers null for a key never stored, and deletes without minding a missing key", async () => {
    const { store } = freshStore();
    expect(await store.get("nobody/nothing/none")).toBeNull();
    await store.delete("nobody/nothing/none");

    await store.put("u/c/f", new Uint8Array([1, 2, 3]), "image/jpeg");
    // A key below a file: the path crosses a file where a directory would be.
    expect(await store.get("u/c/f/deeper")).toBeNull();
    await store.delete("u/c/f");
    expect(await store.get("u/c/f")).toBeNull();
    await store.delete("u/c/f");
  });

  it("refuses bad keys on every method, and writes nothing for them", async () => {
    const { store, directory } = freshStore();
    for (const key of BAD_DOCUMENT_KEYS) {
      const label = JSON.stringify(key);
      await expect(store.put(key, new Uint8Array([1]), "application/pdf"), label).rejects.toThrow(
        "Invalid document key",
      );
      await expect(store.get(key), label).rejects.toThrow("Invalid document key");
      await expect(store.delete(key), label).rejects.toThrow("Invalid document key");
    }
    expect(existsSync(directory)).toBe(false);
  });
});
