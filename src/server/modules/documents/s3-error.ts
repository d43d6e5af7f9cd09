/** The operations of the document store, as an S3 error names them. */
export type S3Operation = "put" | "get" | "delete";

/**
 * A call to the S3 server that failed: it answered an error status, or did not answer at all
 * (then `status` is null and `code` says why: a time-out or a network failure).
 */
export class S3RequestError extends Error {
  readonly operation: S3Operation;
  readonly status: number | null;
  /** S3's error code (`NoSuchBucket`, `AccessDenied`, `SignatureDoesNotMatch`, …). */
  readonly code: string;

  constructor(options: {
    operation: S3Operation;
    key: string;
    status: number | null;
    code: string;
    cause?: unknown;
  }) {
    const answer = options.status === null ? "no answer" : `HTTP ${options.status}`;
    super(`S3 ${options.operation} of ${options.key} failed: ${options.code} (${answer})`, {
      cause: options.cause,
    });
    this.name = "S3RequestError";
    this.operation = options.operation;
    this.status = options.status;
    this.code = options.code;
  }
}

/**
 * The `<Code>` of S3's XML error body (`<Error><Code>NoSuchKey</Code>…`). A regular expression
 * is enough: the code is a bare word, and we need nothing else from the body. Answers without a
 * body (or from a proxy in front of S3, e.g. an HTML 502 page) get a name from their status.
 */
export function s3ErrorCode(body: string, status: number): string {
  const code = /<Code>\s*([A-Za-z0-9.]+)\s*<\/Code>/.exec(body)?.[1];
  return code ?? `HTTP${status}`;
}
