// Turns an uploaded photo into the two images KaamSetu stores: at most 800 px and a 160 px thumbnail,
// both WebP. The upload is recognised by its bytes (not its name), decoded and re-encoded, which drops
// EXIF data such as GPS position; images with more pixels than a phone camera makes are refused before
// decoding, so a small file cannot expand into gigabytes of memory.
import sharp from 'sharp';

export const MAX_INPUT_PIXELS = 40_000_000;
const FULL_SIZE = 800;
const THUMBNAIL_SIZE = 160;

export type PhotoProblem = 'not-an-image' | 'too-many-pixels';

export class PhotoError extends Error {
  override name = 'PhotoError';
  constructor(readonly problem: PhotoProblem) {
    super(problem);
  }
}

function isJpeg(bytes: Buffer) {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
function isPng(bytes: Buffer) {
  return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
function isWebp(bytes: Buffer) {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

export interface ProcessedPhoto {
  full: Buffer;
  thumbnail: Buffer;
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (!isJpeg(bytes) && !isPng(bytes) && !isWebp(bytes)) throw new PhotoError('not-an-image');
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const { width, height } = await input().metadata();
    if (!width || !height) throw new PhotoError('not-an-image');
    if (width * height > MAX_INPUT_PIXELS) throw new PhotoError('too-many-pixels');
    // rotate() applies the camera's orientation before the metadata is dropped.
    const [full, thumbnail] = await Promise.all([
      input()
        .rotate()
        .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      input()
        .rotate()
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { full, thumbnail };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    const text = String(error);
    throw new PhotoError(/pixel limit/i.test(text) ? 'too-many-pixels' : 'not-an-image');
  }
}
