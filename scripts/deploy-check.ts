import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../tests/helpers/scratch-database.ts";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { ensureBuild } from "./build.ts";

// `npm run deploy:check`: the Dockerfile's prod-deps and runtime stages made without Docker, and
// the server they hold started and tried. The Dockerfile is read, not repeated: each instruction
// of those two stages is carried out in a temporary folder that stands for the image's root
// (/app is <tmp>/runtime/app), and an instruction this script cannot carry out stops it. The
// build stage is this checkout after its own `npm run build`. Not covered: the base image (the
// server runs on the `node` package's Node 24), the build stage inside Docker, Compose and nginx.
// DEPLOY_CHECK_DATABASE_URL: the PostgreSQL server to make a scratch database on.

const REPRODUCED_STAGES = ["prod-deps", "runtime"];
const ADMIN_URL =
  process.env.DEPLOY_CHECK_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** When run as root, the server runs as `nobody`, standing for the image's unprivileged user. */
const NOBODY = 65_534;

type Instruction = { keyword: string; flags: Record<string, string>; rest: string };

/** The Dockerfile's stages by name: comment lines dropped, continued lines joined. */
function readStages(file: string): Map<string, Instruction[]> {
  const stages = new Map<string, Instruction[]>();
  let stage: Instruction[] = [];
  const text = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n\s*/g, " ");
  for (const line of text.split("\n")) {
    const match = /^\s*(\w+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    let rest = match[2]!.trim();
    const flags: Record<string, string> = {};
    for (let flag; (flag = /^--([\w-]+)=(\S*)\s*/.exec(rest)); rest = rest.slice(flag[0].length))
      flags[flag[1]!] = flag[2]!;
    if (keyword === "FROM") stages.set(/\sAS\s+(\S+)$/i.exec(rest)?.[1] ?? rest, (stage = []));
    else stage.push({ keyword, flags, rest });
  }
  return stages;
}

const ignoreRules = readFileSync(".dockerignore", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

/** Whether .dockerignore keeps a path of the checkout out of the build context. */
function dockerIgnores(file: string): boolean {
  const parts = file.split(path.sep);
  const selfAndFolders = parts.map((_, index) => parts.slice(0, index + 1).join("/"));
  let ignored = false;
  for (const rule of ignoreRules) {
    const negated = rule.startsWith("!");
    const pattern = path.posix.normalize(negated ? rule.slice(1) : rule).replace(/^\/+/, "");
    if (selfAndFolders.some((item) => path.matchesGlob(item, pattern))) ignored = !negated;
  }
  return ignored;
}

type Image = {
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  /** Folders a `chown` gave to the image's user. */
  owned: string[];
  cmd?: string[];
  healthcheck?: { command: string[]; timeoutMs: number };
};

const inImage = (image: Image, target: string) =>
  path.join(image.root, path.posix.resolve(image.workdir, target));

/** The Dockerfile's stages, and the images made of those reproduced so far. */
const stages = readStages("Dockerfile");
const images = new Map<string, Image>();

/** Where a COPY source is: the build context, a reproduced stage, or (build) this checkout. */
function copySource(from: string | undefined, source: string): string {
  if (from === undefined) {
    if (dockerIgnores(source)) throw new Error(`COPY ${source}: .dockerignore leaves it out`);
    return path.resolve(source);
  }
  const image = images.get(from);
  if (image) return inImage(image, source);
  const workdir = stages.get(from)?.findLast((step) => step.keyword === "WORKDIR")?.rest ?? "/";
  const inCheckout = path.posix.relative(workdir, source);
  if (inCheckout.startsWith("..")) throw new Error(`COPY --from=${from} ${source}: not built here`);
  return path.resolve(inCheckout);
}

function copy(image: Image, from: string | undefined, words: string[]) {
  const destination = words.pop()!;
  const intoFolder = destination.endsWith("/") || words.length > 1;
  for (const source of words) {
    const origin = copySource(from, source);
    // A folder's contents go to the destination; a file goes into it when it is a folder.
    const target =
      intoFolder && !statSync(origin).isDirectory()
        ? path.posix.join(destination, path.posix.basename(source))
        : destination;
    cpSync(origin, inImage(image, target), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => from !== undefined || !dockerIgnores(path.relative(".", file)),
    });
  }
}

function run(image: Image, command: string) {
  for (const part of command.split("&&").map((item) => item.trim())) {
    const [program, ...args] = part.split(/\s+/);
    if (program === "npm" && args[0] === "ci") {
      // Without the npm_* variables of `npm run`: npm_config_local_prefix would aim at the checkout.
      const outer = Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name));
      execFileSync("npm", args, {
        cwd: inImage(image, "."),
        env: { ...Object.fromEntries(outer), ...image.env },
        stdio: "inherit",
      });
    } else if (program === "mkdir" && args[0] === "-p") {
      for (const folder of args.slice(1)) mkdirSync(inImage(image, folder), { recursive: true });
    } else if (program === "chown" && args.length === 2) {
      image.owned.push(inImage(image, args[1]!));
    } else {
      throw new Error(`deploy-check does not know how to carry out \`RUN ${part}\``);
    }
  }
}

/** Carries out one stage of the Dockerfile in `root`, a folder standing for the image's root. */
function reproduce(name: string, root: string): Image {
  const image: Image = { root, workdir: "/", env: {}, user: "root", owned: [] };
  for (const { keyword, flags, rest } of stages.get(name) ?? []) {
    const flagText = Object.entries(flags).map(([flag, value]) => `--${flag}=${value} `);
    console.log(`  ${keyword} ${flagText.join("")}${rest}`);
    if (keyword === "WORKDIR") {
      image.workdir = path.posix.resolve(image.workdir, rest);
      mkdirSync(inImage(image, "."), { recursive: true });
    } else if (keyword === "ENV") {
      for (const pair of rest.split(/\s+/)) {
        const [variable, value] = pair.split(/=(.*)/);
        image.env[variable!] = value ?? "";
      }
    } else if (keyword === "COPY") copy(image, flags.from, rest.split(/\s+/));
    else if (keyword === "RUN") run(image, rest);
    else if (keyword === "USER") image.user = rest;
    else if (keyword === "CMD") image.cmd = JSON.parse(rest) as string[];
    else if (keyword === "HEALTHCHECK") {
      const timeoutSeconds = Number.parseFloat(flags.timeout ?? "30s");
      image.healthcheck = {
        command: JSON.parse(rest.replace(/^CMD\s+/, "")) as string[],
        timeoutMs: timeoutSeconds * 1000,
      };
    } else if (keyword === "STOPSIGNAL" && rest !== "SIGTERM") {
      throw new Error(`STOPSIGNAL ${rest}: deploy-check stops the server with SIGTERM`);
    } else if (!["EXPOSE", "STOPSIGNAL", "ARG"].includes(keyword)) {
      // EXPOSE and ARG: this script chooses the port, and the two stages use no argument.
      throw new Error(`${name}: deploy-check does not know how to carry out ${keyword}`);
    }
  }
  images.set(name, image);
  return image;
}

const megabytes = (folder: string) =>
  `${(Number.parseInt(execFileSync("du", ["-sk", folder], { encoding: "utf8" })) / 1024).toFixed(1)} MB`;

let failures = 0;
let passes = 0;
/** Runs one check and prints it as a ✓ or ✗ line; resolves to whether it passed. */
async function check(label: string, test: () => Promise<string | void> | string | void) {
  if (interrupted) throw new Error("interrupted");
  try {
    const detail = await test();
    passes += 1;
    console.log(`✓ ${label}${detail ? ` (${detail})` : ""}`);
    return true;
  } catch (error) {
    failures += 1;
    console.log(`✗ ${label}: ${(error as Error).message}`);
    return false;
  }
}

function must(condition: unknown, problem: string): asserts condition {
  if (!condition) throw new Error(problem);
}

async function expectOk(response: Response): Promise<Response> {
  if (response.status !== 200)
    throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

// Clean-up runs once, last step first, on the way out. Ctrl-C ends the run at the next check
// (a second one ends it at once).
const cleanups: (() => unknown)[] = [];
async function cleanUp() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) {
    try {
      await step();
    } catch (error) {
      console.log(`! clean-up: ${(error as Error).message}`);
    }
  }
}
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    interrupted = true;
    console.log(`${signal}: stopping at the next check, then cleaning up`);
  });

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
try {
  ensureBuild();
  const temp = mkdtempSync(path.join(tmpdir(), "permitlm-deploy-"));
  cleanups.push(() => rmSync(temp, { recursive: true, force: true }));
  chmodSync(temp, 0o755);

  // The database first: a server that cannot be reached stops the check before the install.
  const database = await createScratchDatabase(ADMIN_URL, "permitlm_deploy");
  cleanups.push(() => database.drop());
  for (const stage of REPRODUCED_STAGES) {
    const stageStarted = performance.now();
    console.log(`${stage}:`);
    reproduce(stage, path.join(temp, stage));
    console.log(`  (${seconds(stageStarted)})`);
  }
  const runtime = images.get("runtime")!;
  const app = inImage(runtime, ".");
  const lock = JSON.parse(readFileSync(path.join(app, "node_modules/.package-lock.json"), "utf8"));
  const packages = Object.keys(lock.packages).filter((key) => key.includes("node_modules/"));
  console.log(
    `/app (${app}): ${megabytes(app)} in all; node_modules ${megabytes(path.join(app, "node_modules"))},` +
      ` ${packages.length} packages; build/client ${megabytes(path.join(app, "build/client"))}`,
  );
  rmSync(images.get("prod-deps")!.root, { recursive: true, force: true });

  must(
    runtime.cmd?.join(" ") === "node src/server/index.ts",
    `CMD ${JSON.stringify(runtime.cmd)}: the check starts \`node src/server/index.ts\``,
  );
  // Files stay root's, as COPY leaves them; only the chown'd folders are the server user's.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  if (asRoot) for (const folder of runtime.owned) chownSync(folder, NOBODY, NOBODY);
  const userNote = asRoot
    ? `as nobody (for USER ${runtime.user})`
    : `as you (not as USER ${runtime.user}: run as root to check that)`;

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The container's environment: the image's ENV, nothing of this shell's; loopback and a free
  // port instead of the image's 0.0.0.0:3000.
  const env = {
    ...Object.fromEntries(Object.keys(process.env).map((name) => [name, undefined])),
    ...runtime.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: origin,
    DATABASE_URL: database.url,
  };
  console.log(
    `server: node src/server/index.ts on Node ${process.version}, ${userNote}, ${origin},` +
      ` database ${new URL(database.url).pathname.slice(1)}`,
  );
  const boot = startServerProcess(env, [], { cwd: app, port, ...user });
  boot.catch(() => {}); // reported by the check below
  cleanups.push(async () => {
    const server = await boot.catch(() => undefined);
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });
  const bootStarted = performance.now();
  const booted = await check("the server boots and /readyz answers 200", async () => {
    await boot;
    return `in ${((performance.now() - bootStarted) / 1000).toFixed(1)} s`;
  });
  if (booted) {
    const server = await boot;
    const get = (url: string, init?: RequestInit) => fetch(`${origin}${url}`, init);
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      get(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });

    await check("GET /healthz 200", async () => {
      await expectOk(await get("/healthz"));
    });
    await check("GET / 200, HTML with PermitLM", async () => {
      const response = await expectOk(await get("/"));
      must(response.headers.get("content-type")?.includes("text/html"), "not HTML");
      must((await response.text()).includes("PermitLM"), 'no "PermitLM" in the page');
    });
    await check("GET /blog/texas-permit-patchwork 200 (a prerendered guide)", async () => {
      await expectOk(await get("/blog/texas-permit-patchwork"));
    });
    await check("GET /sitemap.xml 200, on PUBLIC_URL", async () => {
      const sitemap = await (await expectOk(await get("/sitemap.xml"))).text();
      must(sitemap.includes(`${origin}/blog/texas-permit-patchwork`), "the guide is not listed");
      return `${sitemap.match(/<loc>/g)?.length ?? 0} URLs`;
    });
    let cookie = "";
    await check('sign-up and sign-in, then GET /api/credits → {"credits":20}', async () => {
      const account = {
        email: `deploy-${Date.now()}@example.com`,
        password: "correct horse battery",
      };
      await expectOk(
        await post("/api/auth/sign-up/email", { ...account, name: "Deploy" }, { origin }),
      );
      // Sign-up opens no session; signing in does.
      const signIn = await expectOk(await post("/api/auth/sign-in/email", account, { origin }));
      cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const credits = await (
        await expectOk(await get("/api/credits", { headers: { cookie } }))
      ).text();
      must(credits === '{"credits":20}', credits);
    });
    await check("POST /api/address-autocomplete has a prediction", async () => {
      const response = await expectOk(
        await post("/api/address-autocomplete", { input: "1234 Elm St 78701" }),
      );
      const { predictions } = (await response.json()) as {
        predictions: { description?: string }[];
      };
      must(predictions.length > 0, "no predictions");
      return predictions[0]?.description;
    });
    await check("GET /api/permits/report 200", async () => {
      const address = encodeURIComponent("1234 Elm St, Austin, TX 78701");
      await expectOk(await get(`/api/permits/report?address=${address}`));
    });
    await check("POST /api/chat-permits (not streaming) answers with 200 sq ft", async () => {
      const response = await post(
        "/api/chat-permits",
        {
          query: "Do I need a permit for a 10x12 shed?",
          options: {
            streaming: false,
            propertyContext: { address: "1234 Elm St, Austin, TX 78701" },
          },
        },
        { cookie },
      );
      const { response: answer } = (await (await expectOk(response)).json()) as {
        response: string;
      };
      must(answer.includes("200 sq ft"), `no "200 sq ft" in: ${answer.slice(0, 200)}`);
    });
    await check("the image's HEALTHCHECK command exits 0", () => {
      const [program, ...args] = runtime.healthcheck?.command ?? [];
      must(program === "node", `HEALTHCHECK ${program}: the check runs node`);
      const probe = spawnSync(process.execPath, args, {
        cwd: app,
        env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
        timeout: runtime.healthcheck!.timeoutMs,
        ...user,
      });
      must(probe.status === 0, `exit ${probe.status ?? probe.signal}: ${probe.stderr}`);
    });
    await check("SIGTERM: exit code 0", async () => {
      const code = await server.stop();
      must(code === 0, `exit code ${code}`);
    });
    await check('no log line at level 40 (warn) or above after "shutting down"', () => {
      const lines = server.output().split("\n");
      const shutdown = lines.findIndex((line) => line.includes('"msg":"shutting down"'));
      must(shutdown >= 0, 'no "shutting down" line');
      const problems = lines.slice(shutdown + 1).filter((line) => {
        if (!line.trim()) return false;
        try {
          return (JSON.parse(line) as { level: number }).level >= 40;
        } catch {
          return true; // not JSON: an uncaught error's trace
        }
      });
      must(problems.length === 0, problems.join("\n"));
    });
  }
} catch (error) {
  failures += 1;
  console.log(`✗ ${(error as Error).message}`);
} finally {
  await cleanUp();
}
console.log(`${passes} passed, ${failures} failed, in ${seconds(started)}`);
process.exit(interrupted ? 130 : failures > 0 ? 1 : 0);
