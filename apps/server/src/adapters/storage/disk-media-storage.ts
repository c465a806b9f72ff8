// Keeps media as files under DATA_DIR/media, served by the server itself at /media/<key>.
// Single-node only: another instance cannot see these files. With more than one instance, use S3 storage.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkMediaKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private fileFor(key: string): string {
    return path.join(this.root, checkMediaKey(key).key);
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
