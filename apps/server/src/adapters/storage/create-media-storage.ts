// Picks the media storage STORAGE_PROVIDER names.
import type { StorageConfig } from '../../config.js';
import { DiskMediaStorage } from './disk-media-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

export function createMediaStorage(config: StorageConfig): MediaStorage {
  return config.provider === 's3' ? new S3MediaStorage(config) : new DiskMediaStorage(config.mediaDir);
}
