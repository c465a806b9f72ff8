// Renders the landing page's illustration (art/workers-at-work.svg) to WebP in public/illustrations, at the two
// widths the page's srcset offers. Run by hand when the drawing changes
// (`node apps/web/scripts/render-illustration.mjs`); the WebP files are committed. Each must stay under 30 KB
// (issue 15), which this script checks.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp');

const source = readFileSync(new URL('../art/workers-at-work.svg', import.meta.url));
const outDir = new URL('../public/illustrations/', import.meta.url);
mkdirSync(outDir, { recursive: true });

const LIMIT_BYTES = 30 * 1024;
for (const width of [640, 960]) {
  const file = new URL(`workers-at-work-${width}.webp`, outDir).pathname;
  await sharp(source, { density: (72 * width) / 640 })
    .resize(width)
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toFile(file);
  const { size } = statSync(file);
  console.log(`wrote public/illustrations/workers-at-work-${width}.webp (${(size / 1024).toFixed(1)} KB)`);
  if (size > LIMIT_BYTES) throw new Error(`${file} is ${size} bytes, over the 30 KB budget`);
}
