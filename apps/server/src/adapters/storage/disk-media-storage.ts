// Keeps media as files under DATA_DIR/media, served by the server itself at /media/<key>.
// Single-node only: with several instances, use shared storage.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './media-storage.js';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private fileFor(key: string): string {
    // Keys are made by the server, never taken from a request; this guards against a future mistake.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe media key ${key}`);
    return path.join(this.root, key);
  }

  async save(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  urlFor(key: string): string {
    return `/media/${key}`;
  }
}
