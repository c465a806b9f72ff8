// Keeps media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …); browsers fetch it from the
// bucket's public address or a CDN in front of it, never through the KaamSetu server. Any number of
// instances can share it.
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.js';
import { checkMediaKey, MEDIA_CACHE_CONTROL } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

export type S3StorageConfig = Extract<StorageConfig, { provider: 's3' }>;

export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageConfig) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // A copy: the SDK marks where the credentials came from on the object, and config objects are frozen.
      ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
      // Extra checksum headers are only sent when the operation needs them: several S3-compatible stores
      // refuse the newer ones, and TLS plus the signed payload hash already protect the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An upload waits on this; a stalled store must fail the request, not hold it for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000, throwOnRequestTimeout: true },
      maxAttempts: 3,
    });
  }

  async save(key: string, bytes: Buffer): Promise<void> {
    const { contentType } = checkMediaKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    checkMediaKey(key);
    // S3 answers a delete of a missing key with success, like `rm -f`.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  urlFor(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }
}
