/**
 * One segment of a document key: letters, digits, `_` and `-` only. No `.` at all, so no key can
 * climb out of its directory (`..`), and none can be mistaken for the local store's temporary
 * files (whose names start with a dot).
 */
const SEGMENT = "[A-Za-z0-9_-]{1,128}";
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
/** S3's own limit on an object key, in bytes (every allowed character is one byte). */
const MAX_KEY_LENGTH = 1024;

/** Whether a key is one the document stores accept, e.g. `<userId>/<checkId>/<fileId>`. */
export function isDocumentKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/**
 * Throws on a key that is not `segment/segment/…`. Keys are built by our code, never taken from a
 * request as they are, so a bad one is a bug: it fails loudly instead of being cleaned up.
 */
export function assertDocumentKey(key: string): void {
  if (!isDocumentKey(key)) {
    // JSON.stringify keeps control characters out of the log; the slice keeps the message short.
    throw new Error(`Invalid document key ${JSON.stringify(key.slice(0, 200))}`);
  }
}
