// The edge of the world for uploaded files: where processed photos are kept and the URL they are served at.
export interface MediaStorage {
  save(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  urlFor(key: string): string;
}
