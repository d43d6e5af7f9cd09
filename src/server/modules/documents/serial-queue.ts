/**
 * Runs the tasks given to it one after another, in the order given, whatever each one's
 * outcome. The readers use it so that a task's deadline counts its own work, not the wait
 * behind the tasks before it.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
