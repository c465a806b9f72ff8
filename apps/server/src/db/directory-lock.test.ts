import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.js';
import { makeTempDir } from '../../test/support/test-config.js';

describe('acquireDirectoryLock', () => {
  it('writes the owner pid and refuses a second holder until released', () => {
    const lockFile = path.join(makeTempDir(), 'db.lock');
    const release = acquireDirectoryLock(lockFile, 'The test database');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));

    expect(() => acquireDirectoryLock(lockFile, 'The test database')).toThrow(DirectoryLockedError);
    expect(() => acquireDirectoryLock(lockFile, 'The test database')).toThrow(`pid ${process.pid}`);

    release();
    expect(existsSync(lockFile)).toBe(false);
    acquireDirectoryLock(lockFile, 'The test database')();
  });

  it('takes over a lock left behind by a process that no longer runs', () => {
    const lockFile = path.join(makeTempDir(), 'db.lock');
    const finished = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(lockFile, String(finished.pid));

    const release = acquireDirectoryLock(lockFile, 'The test database');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
