// One queue of work per file in this process: a check of a file and the append that depends on it (the SMS
// outbox's and the fake escrow's "written once per reference") cannot interleave with another's.
const fileQueues = new Map<string, Promise<unknown>>();

export function inFileQueue<T>(file: string, work: () => Promise<T>): Promise<T> {
  const previous = fileQueues.get(file) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  fileQueues.set(file, settled);
  void settled.then(() => {
    if (fileQueues.get(file) === settled) fileQueues.delete(file);
  });
  return next;
}
