import { createHash, randomBytes } from "node:crypto";
import { type Server, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_DOCUMENT_KEYS } from "../../../../tests/helpers/bad-document-keys.ts";
import { type S3StandIn, startS3StandIn } from "../../../../tests/helpers/s3-stand-in.ts";
import { checkSigV4 } from "../../../../tests/helpers/sigv4-check.ts";
import { type S3DocumentStoreOptions, createS3DocumentStore } from "./s3-document-store.ts";
import { S3RequestError } from "./s3-error.ts";

describe("the stand-in's SigV4 check", () => {
  // AWS's worked example "GET Object" (Signature Version 4, Authorization header, single chunk).
  const example = {
    method: "GET",
    url: "/test.txt",
    headers: {
      host: "examplebucket.s3.amazonaws.com",
      range: "bytes=0-9",
      "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-amz-date": "20130524T000000Z",
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    },
  };
  const secretFor = (id: string) =>
    id === "AKIAIOSFODNN7EXAMPLE" ? "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" : undefined;

  it("accepts AWS's own example, and refuses it with a signed header changed", () => {
    expect(checkSigV4(example, secretFor).ok).toBe(true);
    const changed = { ...example, headers: { ...example.headers, range: "bytes=0-10" } };
    expect(checkSigV4(changed, secretFor)).toEqual({
      ok: false,
      reason: "the signature does not match",
    });
  });
});

describe("the S3 document store, against a real S3-protocol server", () => {
  let standIn: S3StandIn;
  let providerErrors = 0;
  const storeWith = (overrides: Partial<S3DocumentStoreOptions> = {}) =>
    createS3DocumentStore({
      bucket: standIn.bucket,
      endpoint: standIn.url,
      region: standIn.region,
      accessKeyId: standIn.accessKeyId,
      secretAccessKey: standIn.secretAccessKey,
      onProviderError: () => providerErrors++,
      ...overrides,
    });

  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn.close());

  it("stores 3 MB of binary with its content type, signed with SigV4, and gives it back", async () => {
    const store = storeWith();
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024));
    const sent = standIn.exchanges.length;
    await store.put("user-1/check-1/plan", bytes, "application/pdf");
    const got = await store.get("user-1/check-1/plan");
    expect(got).not.toBeNull();
    expect(createHash("sha256").update(got!).digest("hex")).toBe(
      createHash("sha256").update(bytes).digest("hex"),
    );

    const [put, get] = standIn.exchanges.slice(sent);
    expect(put).toMatchObject({
      method: "PUT",
      url: `/${standIn.bucket}/user-1/check-1/plan`,
      contentType: "application/pdf",
      status: 200,
    });
    expect(get).toMatchObject({
      method: "GET",
      status: 200,
      responseContentType: "application/pdf",
    });
    for (const exchange of [put!, get!]) {
      // Checked against the secret by the stand-in; the scope names the day, region and service.
      expect(exchange.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
      );
      expect(exchange.signedHeaders).toEqual(
        expect.arrayContaining(["host", "x-amz-content-sha256", "x-amz-date"]),
      );
    }
    // The body's hash is signed (not UNSIGNED-PAYLOAD), and the stand-in checked it too.
    expect(put!.payloadHash).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  it("answers null for a missing key, and deletes (twice without complaint)", async () => {
    const store = storeWith();
    expect(await store.get("user-1/check-1/never-stored")).toBeNull();

    await store.put("user-1/check-2/photo", new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    expect(await store.get("user-1/check-2/photo")).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    await store.delete("user-1/check-2/photo");
    expect(await store.get("user-1/check-2/photo")).toBeNull();
    await store.delete("user-1/check-2/photo");
  });

  it("refuses bad keys before sending anything", async () => {
    const store = storeWith();
    const sent = standIn.exchanges.length;
    for (const key of BAD_DOCUMENT_KEYS) {
      const label = JSON.stringify(key);
      await expect(store.put(key, new Uint8Array([1]), "image/png"), label).rejects.toThrow(
        "Invalid document key",
      );
      await expect(store.get(key), label).rejects.toThrow("Invalid document key");
      await expect(store.delete(key), label).rejects.toThrow("Invalid document key");
    }
    expect(standIn.exchanges.length).toBe(sent);
  });

  it("throws S3's error code and the operation for a server's refusal, and counts it", async () => {
    const before = providerErrors;
    const noBucket = storeWith({ bucket: "no-such-bucket" });
    const put = noBucket.put("u/c/f", new Uint8Array([1]), "application/pdf");
    await expect(put).rejects.toThrow(S3RequestError);
    await expect(put).rejects.toMatchObject({
      operation: "put",
      status: 404,
      code: "NoSuchBucket",
    });
    await expect(put).rejects.toThrow("S3 put of u/c/f failed: NoSuchBucket (HTTP 404)");
    // A missing bucket is a wrong setting, not a missing document.
    await expect(noBucket.get("u/c/f")).rejects.toMatchObject({ code: "NoSuchBucket" });
    await expect(noBucket.delete("u/c/f")).rejects.toMatchObject({ code: "NoSuchBucket" });

    const wrongSecret = storeWith({ secretAccessKey: "not-the-secret" });
    await expect(wrongSecret.get("u/c/f")).rejects.toMatchObject({
      operation: "get",
      status: 403,
      code: "SignatureDoesNotMatch",
    });
    expect(providerErrors - before).toBe(4);
  });

  it("throws when the server does not answer (refused, or silent past the time limit)", async () => {
    const before = providerErrors;
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const hanging = storeWith({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(hanging.get("u/c/f")).rejects.toMatchObject({ code: "Timeout", status: null });
    } finally {
      silent.close();
    }
    // The port is free again: nothing listens there now.
    const refused = storeWith({ endpoint: `http://127.0.0.1:${port}` });
    await expect(refused.delete("u/c/f")).rejects.toMatchObject({
      operation: "delete",
      code: "NetworkError",
    });
    expect(providerErrors - before).toBe(2);
  });
});
