// Draws the home-screen icons in public/icons from the favicon's bridge, for the web app manifest and iOS.
// Run by hand when the favicon changes (`node apps/web/scripts/make-app-icons.mjs`); the PNGs are committed.
// sharp is the server's dependency (it resizes profile photos); the web app borrows it only here.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp');

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const bridge = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!bridge) throw new Error('favicon.svg has no <path> to draw the icons from');

// Launchers crop maskable icons to any shape inside the middle 80 %, and iOS fills transparent corners with
// black, so those two get the brand colour to the edges and the bridge drawn smaller, inside the safe zone.
function fullBleed(scale) {
  const offset = (64 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#b45309"/><g transform="translate(${offset} ${offset}) scale(${scale})">${bridge}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

const iconsDir = new URL('icons/', publicDir);
mkdirSync(iconsDir, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(file, iconsDir).pathname);
  console.log(`wrote public/icons/${file}`);
}
