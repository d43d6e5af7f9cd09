import { readFileSync, readdirSync } from "node:fs";

// Linux's /proc counts each process's CPU time in clock ticks of 1/100 s.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The ids of the machine's PostgreSQL server processes (the server and its backends). */
export function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    });
}

/** CPU seconds used by each named group of processes since `start()`; backends come and go. */
export function cpuMeter(groups: Record<string, () => number[]>) {
  const read = () =>
    Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        new Map(pids().map((pid) => [pid, processCpuSeconds(pid)])),
      ]),
    );
  const before = read();
  return () => {
    const after = read();
    return Object.fromEntries(
      Object.entries(after).map(([name, pids]) => [
        name,
        [...pids].reduce((sum, [pid, seconds]) => sum + seconds - (before[name]?.get(pid) ?? 0), 0),
      ]),
    );
  };
}
