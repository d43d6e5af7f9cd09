import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentPath } from "./content-dir.ts";

describe("the content folder", () => {
  it("is the project's content/, whatever the working directory", () => {
    expect(CONTENT_DIR).toBe(path.resolve(import.meta.dirname, "../../content"));
    expect(existsSync(contentPath("permits", "states.yaml"))).toBe(true);
    const elsewhere = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { CONTENT_DIR } = await import(${JSON.stringify(path.join(import.meta.dirname, "content-dir.ts"))}); console.log(CONTENT_DIR);`,
      ],
      { cwd: tmpdir(), encoding: "utf8" },
    );
    expect(elsewhere.stdout.trim(), elsewhere.stderr).toBe(CONTENT_DIR);
  });
});
