import S3rver from "s3rver";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { type IncomingMessage, type ServerResponse, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkSigV4 } from "./sigv4-check.ts";

/** One request as the stand-in received it, and what it answered. */
export type S3Exchange = {
  method: string;
  url: string;
  authorization: string;
  contentType: string | undefined;
  /** x-amz-content-sha256: the body's hash, or UNSIGNED-PAYLOAD. */
  payloadHash: string | undefined;
  /** The signed headers, when the signature checked out. */
  signedHeaders: string[];
  status: number;
  responseContentType: string | undefined;
};

export type S3StandIn = {
  /** The endpoint to give the store (path-style: `<url>/<bucket>/<key>`). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  exchanges: S3Exchange[];
  close: () => Promise<void>;
};

/** s3rver's one built-in account: it refuses any other access key id (InvalidAccessKeyId). */
const ACCESS_KEY_ID = "S3RVER";

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real S3-protocol server (s3rver: S3's REST API and XML, objects kept in a temporary
 * directory) behind a small proxy that does what s3rver leaves out: it checks each SigV4
 * signature against the secret, and each signed body against its x-amz-content-sha256, answering
 * S3's own errors (SignatureDoesNotMatch, XAmzContentSHA256Mismatch) when they do not match.
 */
export async function startS3StandIn(options: { bucket?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? "permit-documents";
  const secretAccessKey = randomBytes(20).toString("base64url");
  const directory = await mkdtemp(path.join(tmpdir(), "permitlm-s3rver-"));
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const upstream = await s3rver.run();
  const exchanges: S3Exchange[] = [];

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const method = incoming.method ?? "GET";
    const url = incoming.url ?? "/";
    const body = await readBody(incoming);
    const verdict = checkSigV4({ method, url, headers: incoming.headers }, (id) =>
      id === ACCESS_KEY_ID ? secretAccessKey : undefined,
    );
    const declaredHash = incoming.headers["x-amz-content-sha256"];
    const exchange: S3Exchange = {
      method,
      url,
      authorization: incoming.headers.authorization ?? "",
      contentType: incoming.headers["content-type"],
      payloadHash: typeof declaredHash === "string" ? declaredHash : undefined,
      signedHeaders: verdict.ok ? verdict.signedHeaders : [],
      status: 0,
      responseContentType: undefined,
    };
    exchanges.push(exchange);
    const refusal = !verdict.ok
      ? { status: 403, body: s3Error("SignatureDoesNotMatch", verdict.reason) }
      : declaredHash !== "UNSIGNED-PAYLOAD" &&
          declaredHash !== createHash("sha256").update(body).digest("hex")
        ? { status: 400, body: s3Error("XAmzContentSHA256Mismatch", "The body does not match.") }
        : null;
    if (refusal) {
      exchange.status = refusal.status;
      outgoing.writeHead(refusal.status, { "content-type": "application/xml" }).end(refusal.body);
      return;
    }
    const forwarded = request({
      host: upstream.address,
      port: upstream.port,
      method,
      path: url,
      headers: incoming.headers,
    });
    forwarded.on("response", (answer) => {
      exchange.status = answer.statusCode ?? 0;
      exchange.responseContentType = answer.headers["content-type"];
      outgoing.writeHead(exchange.status, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on("error", () => outgoing.destroy());
    forwarded.end(body);
  }

  const proxy = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey,
    exchanges,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
