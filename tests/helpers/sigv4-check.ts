import { createHash, createHmac } from "node:crypto";

/** What the check needs of a request as it arrived: the raw path (with its query) and headers. */
export type ArrivedRequest = {
  method: string;
  /** As on the wire, e.g. `/bucket/a/b?x=1` (Node's `request.url`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

export type SigV4Verdict =
  { ok: true; accessKeyId: string; signedHeaders: string[] } | { ok: false; reason: string };

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: string | Buffer, text: string) =>
  createHmac("sha256", key).update(text).digest();

const headerText = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");

/**
 * Checks an Authorization header signature the way S3 does (AWS Signature Version 4, S3's
 * variant: the path is encoded once, not normalised), written from AWS's documentation apart
 * from the code under test. s3rver reads SigV4 headers but does not check the signature.
 */
export function checkSigV4(
  request: ArrivedRequest,
  secretFor: (accessKeyId: string) => string | undefined,
): SigV4Verdict {
  const authorization = headerText(request.headers.authorization);
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return { ok: false, reason: `not a SigV4 Authorization header: ${authorization}` };
  const [, accessKeyId = "", date = "", region = "", service = "", signedList = "", signature] =
    match;
  const secret = secretFor(accessKeyId);
  if (secret === undefined) return { ok: false, reason: `unknown access key ${accessKeyId}` };
  const amzDate = headerText(request.headers["x-amz-date"]);
  if (!amzDate.startsWith(date)) return { ok: false, reason: "x-amz-date is not the scope's date" };
  const payloadHash = headerText(request.headers["x-amz-content-sha256"]);
  if (!payloadHash) return { ok: false, reason: "no x-amz-content-sha256 header" };
  const signedHeaders = signedList.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"]) {
    if (!signedHeaders.includes(required))
      return { ok: false, reason: `${required} is not signed` };
  }

  const [rawPath = "", rawQuery = ""] = request.url.split("?", 2);
  const canonicalUri = rawPath
    .split("/")
    .map((segment) => encode(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = [...new URLSearchParams(rawQuery)]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${headerText(request.headers[name])}\n`)
    .join("");
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedList,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  let key: Buffer = hmac(`AWS4${secret}`, date);
  for (const part of [region, service, "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(stringToSign).digest("hex");
  return expected === signature
    ? { ok: true, accessKeyId, signedHeaders }
    : { ok: false, reason: "the signature does not match" };
}
