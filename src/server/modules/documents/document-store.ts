import type { Env } from "../../env.ts";
import type { Logger } from "../../lib/logger.ts";
import { createLocalDocumentStore } from "./local-document-store.ts";
import { createS3DocumentStore } from "./s3-document-store.ts";

/**
 * Where uploaded documents are kept. Keys are made by the caller, e.g. `<userId>/<checkId>/<fileId>`,
 * and must be segments of `[A-Za-z0-9_-]` joined by `/` (see document-key.ts): every method throws
 * on any other key.
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

export type DocumentStoreEnv = Pick<
  Env,
  | "DOCUMENTS_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/**
 * The S3-compatible bucket when S3_BUCKET is set, else the local directory DOCUMENTS_DIR.
 * `onProviderError` is told of each failed call to the S3 server; the caller counts it, e.g.
 * `metrics.providerErrors.inc({ provider: "storage" })`.
 */
export function createDocumentStore(
  env: DocumentStoreEnv,
  log: Logger,
  options: { onProviderError?: () => void } = {},
): DocumentStore {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) {
      log.warn("S3 settings are set without S3_BUCKET: documents are kept in the local directory");
    }
    return createLocalDocumentStore({ directory: env.DOCUMENTS_DIR, log });
  }
  // parseEnv refuses S3_BUCKET without both keys; this guards callers that build an Env by hand.
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return createS3DocumentStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    ...(options.onProviderError && { onProviderError: options.onProviderError }),
  });
}
