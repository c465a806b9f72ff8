// Real image files for upload tests, made with sharp, plus a hostile PNG whose header claims 30000×30000.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export function pngPhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 83, b: 9 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying GPS coordinates (Jaipur) in its EXIF data, as phone cameras write them. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '75/1 47/1 0/1' },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A few hundred bytes whose header says 30000×30000 pixels: a decompression bomb if decoded. */
export function hugeDimensionPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(64)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
