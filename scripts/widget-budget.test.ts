import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkWidgetBudget,
  measureWidget,
  overBudget,
  WIDGET_BUDGET_BYTES,
} from "./widget-budget.ts";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build with the embed page, its island importing a shared chunk, a stylesheet and the loader. */
function fakeBuild({ loaderBytes = 500, chunkBytes = 1000 } = {}) {
  root = mkdtempSync(path.join(tmpdir(), "permitlm-widget-budget-"));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  // Random bytes do not compress: their gzipped size is about their size.
  const noise = (bytes: number) => randomBytes(bytes).toString("base64");
  write(
    "embed/permit-check/index.html",
    '<link rel="stylesheet" href="/assets/app.css"/><script type="module" src="/islands/permit-check.js"></script>',
  );
  write(
    "islands/permit-check.js",
    `import{a as e}from"./shared-1.js";e(${JSON.stringify(noise(200))})`,
  );
  write(
    "islands/shared-1.js",
    `import"./shared-2.js";export const a=${JSON.stringify(noise(chunkBytes))}`,
  );
  write("islands/shared-2.js", `export const b=${JSON.stringify(noise(chunkBytes))}`);
  write("islands/unrelated.js", noise(50_000));
  write("assets/app.css", `body{background:url(${noise(300)})}`);
  write("widget.js", noise(loaderBytes));
}

describe("the widget's size budget", () => {
  it("counts the embed page's script with every module it imports, and its stylesheet", () => {
    fakeBuild();
    const sizes = measureWidget(root);
    expect(sizes.files.sort()).toEqual([
      "/assets/app.css",
      "/islands/permit-check.js",
      "/islands/shared-1.js",
      "/islands/shared-2.js",
    ]);
    // Two chunks of ~1.3 KB base64 noise and the entry: more than one chunk, far less than the
    // unrelated 50 KB module.
    expect(sizes.embedScripts).toBeGreaterThan(2 * 1000);
    expect(sizes.embedScripts).toBeLessThan(10_000);
    expect(overBudget(sizes)).toEqual([]);
    expect(() => checkWidgetBudget(root)).not.toThrow();
  });

  it("fails when the loader grows past its budget", () => {
    fakeBuild({ loaderBytes: WIDGET_BUDGET_BYTES.loader });
    expect(overBudget(measureWidget(root))).toEqual([
      expect.stringMatching(/^loader: .* over its budget of 2\.0 KB$/),
    ]);
    expect(() => checkWidgetBudget(root)).toThrow(/over budget/);
  });

  it("fails when a module the embed page imports grows past the page's budget", () => {
    fakeBuild({ chunkBytes: WIDGET_BUDGET_BYTES.embedScripts / 2 });
    expect(overBudget(measureWidget(root))).toEqual([expect.stringMatching(/^embedScripts: /)]);
  });
});
