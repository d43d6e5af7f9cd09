// aws4fetch, not @aws-sdk/client-s3: we make three plain calls (PUT, GET, DELETE of objects of at
// most 25 MB, well under S3's 5 GB single-PUT limit), and aws4fetch signs them with SigV4 over the
// platform's fetch in one small file with no dependencies. The SDK would bring ~100 packages and
// its own HTTP stack for features we do not use (multipart uploads, the credentials chain: our
// keys come from the settings).
import { AwsClient } from "aws4fetch";
import { createHash } from "node:crypto";
import { assertDocumentKey } from "./document-key.ts";
import type { DocumentStore } from "./document-store.ts";
import { type S3Operation, S3RequestError, s3ErrorCode } from "./s3-error.ts";

/** Long enough for a 25 MB upload on a slow link; a call that takes longer has hung. */
const REQUEST_TIMEOUT_MS = 60_000;
/** aws4fetch retries 5xx and 429 answers (its default, 10, could hold a request for minutes). */
const RETRIES = 2;

/** The same bytes as a view fetch accepts as a body: it refuses views of a SharedArrayBuffer. */
function fetchableView(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : new Uint8Array(bytes);
}

export type S3DocumentStoreOptions = {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, …); AWS's regional endpoint when unset. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Told of each failed call to the S3 server (for the metrics' provider errors). */
  onProviderError?: () => void;
  timeoutMs?: number;
};

/**
 * Documents as objects in an S3-compatible bucket, addressed path-style
 * (`<endpoint>/<bucket>/<key>`): MinIO and R2 expect it, AWS still serves it, and it needs no
 * DNS name per bucket.
 */
export function createS3DocumentStore(options: S3DocumentStoreOptions): DocumentStore {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  // Origin and path only: user:password in the address must not reach the boot log.
  const base = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, "")}`;
  const bucketUrl = `${base}/${encodeURIComponent(options.bucket)}`;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    // Both named: aws4fetch guesses them from AWS host names only, not from MinIO's or R2's.
    service: "s3",
    region: options.region,
    retries: RETRIES,
  });

  /** Sends one signed request; no answer at all (time-out, refused connection) is a failure. */
  async function send(operation: S3Operation, key: string, init: RequestInit) {
    assertDocumentKey(key);
    try {
      return await client.fetch(`${bucketUrl}/${key}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      options.onProviderError?.();
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new S3RequestError({
        operation,
        key,
        status: null,
        code: timedOut ? "Timeout" : "NetworkError",
        cause: error,
      });
    }
  }

  /** The error an answer describes (its body read for S3's error code). */
  async function errorOf(operation: S3Operation, key: string, response: Response) {
    const body = await response.text().catch(() => "");
    return new S3RequestError({
      operation,
      key,
      status: response.status,
      code: s3ErrorCode(body, response.status),
    });
  }

  /** Counts and throws a failed answer. */
  function fail(error: S3RequestError): never {
    options.onProviderError?.();
    throw error;
  }

  /**
   * A 404 means the object is not there, unless the bucket is missing: that is a wrong setting
   * (or a deleted bucket), and hiding it as "no document" would lose every upload.
   */
  const objectMissing = (error: S3RequestError) =>
    error.status === 404 && error.code !== "NoSuchBucket";

  return {
    describe: `S3 bucket ${options.bucket} at ${base}`,

    async put(key, bytes, contentType) {
      const response = await send("put", key, {
        method: "PUT",
        body: fetchableView(bytes),
        headers: {
          "Content-Type": contentType,
          // The body's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD): S3 refuses a body
          // changed or cut short on the way instead of storing it.
          "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!response.ok) fail(await errorOf("put", key, response));
      // Read to the end so the connection goes back to the pool.
      await response.arrayBuffer();
    },

    async get(key) {
      const response = await send("get", key, { method: "GET" });
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      const error = await errorOf("get", key, response);
      return objectMissing(error) ? null : fail(error);
    },

    async delete(key) {
      const response = await send("delete", key, { method: "DELETE" });
      if (response.ok) {
        await response.arrayBuffer();
        return;
      }
      // S3 answers 204 for a key that is not there; some compatible servers answer 404.
      const error = await errorOf("delete", key, response);
      if (!objectMissing(error)) fail(error);
    },
  };
}
