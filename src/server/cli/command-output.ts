/** Where a support command writes: the console when run, a buffer in tests. */
export type CommandOutput = { info: (line: string) => void; error: (line: string) => void };
