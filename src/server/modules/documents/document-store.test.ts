import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../env.ts";
import { createLogger } from "../../lib/logger.ts";
import { createDocumentStore } from "../../providers.ts";

const S3_KEYS = { S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "secret" };

describe("createDocumentStore", () => {
  it("keeps documents in DOCUMENTS_DIR (by default DATA_DIR/documents) without S3_BUCKET", () => {
    const log = createLogger("silent");
    expect(createDocumentStore(parseEnv({ DATA_DIR: "/srv/permitlm" }), { log }).describe).toBe(
      "local directory /srv/permitlm/documents",
    );
    expect(createDocumentStore(parseEnv({ DOCUMENTS_DIR: "/mnt/papers" }), { log }).describe).toBe(
      "local directory /mnt/papers",
    );
  });

  it("warns when S3 settings are given without a bucket", () => {
    const log = createLogger("silent");
    const warn = vi.spyOn(log, "warn");
    createDocumentStore(parseEnv({ S3_ENDPOINT: "http://minio:9000", ...S3_KEYS }), { log });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("without S3_BUCKET"));
  });

  it("uses the S3 bucket when S3_BUCKET is set, at AWS's regional endpoint by default", () => {
    const log = createLogger("silent");
    const aws = parseEnv({ S3_BUCKET: "permit-docs", S3_REGION: "us-west-2", ...S3_KEYS });
    expect(createDocumentStore(aws, { log }).describe).toBe(
      "S3 bucket permit-docs at https://s3.us-west-2.amazonaws.com",
    );
    // Credentials written into the endpoint's address stay out of the boot log.
    const minio = parseEnv({
      S3_BUCKET: "docs",
      S3_ENDPOINT: "http://user:pass@minio:9000/",
      ...S3_KEYS,
    });
    expect(createDocumentStore(minio, { log }).describe).toBe(
      "S3 bucket docs at http://minio:9000",
    );
  });
});
