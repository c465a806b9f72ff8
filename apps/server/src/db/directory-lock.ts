// Keeps two processes from opening the same embedded database directory: PGlite is single-writer,
// and a second writer would corrupt it. The lock is a file holding the owner's pid.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DirectoryLockedError; returns the function that releases it. */
export function acquireDirectoryLock(lockFile: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readOwner(lockFile) === process.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      // Our own pid counts too: one process must not open the same directory twice either.
      if (owner !== undefined && isAlive(owner)) {
        throw new DirectoryLockedError(
          `${what} is already in use by another KaamSetu process (pid ${owner}). ` +
            `Stop that process, or set DATA_DIR to another folder. ` +
            `If no such process exists, delete ${lockFile}.`,
        );
      }
      // The owner is gone (crash or kill -9): the lock is stale, so clear it and try once more.
      unlinkSync(lockFile);
    }
  }
  throw new DirectoryLockedError(`Could not take the lock ${lockFile}.`);
}
