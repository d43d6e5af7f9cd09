import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's directory is one process's at a time (PGlite keeps its data in that
 * process's memory and writes it back): a second process would read stale data and its writes
 * would be lost. A lock file holds the owner's process id; one left by a process that died is
 * taken over.
 */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is open in another process (pid ${pid}), probably the server: stop it first, or use DATABASE_URL (PostgreSQL), which many processes can share`,
    );
    this.name = "DataDirInUseError";
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

const LOCK_FILE = "permitlm.lock";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory for this process, or throws `DataDirInUseError`; resolves to its release. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new DataDirInUseError(dataDir, owner);
      rmSync(file, { force: true }); // left by a process that died
    }
  }
  throw new DataDirInUseError(dataDir, Number.NaN);
}

/**
 * For a process that cannot run without the database (the server, a support command): another
 * process holding it ends this one with the reason and exit code 1; any other error is rethrown.
 */
export function exitIfDataDirInUse(error: unknown): never {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`[permitlm] ${error.message}`);
  process.exit(1);
}
