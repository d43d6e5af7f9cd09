/**
 * Where uploaded documents are kept. Keys are made by the caller, e.g. `<userId>/<checkId>/<fileId>`,
 * and must be segments of `[A-Za-z0-9_-]` joined by `/` (see document-key.ts): every method throws
 * on any other key. The implementations are local-document-store.ts and s3-document-store.ts;
 * src/server/providers.ts picks one.
 */
export type DocumentStore = {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key's bytes; a key with none is not an error. */
  delete(key: string): Promise<void>;
  /** Where they are kept, for the boot log: "local directory /x" or "S3 bucket b at endpoint". */
  describe: string;
};
