// Writes the trade pictures' sprite (trade-pictures.ts) into src, where the app imports it as a hashed asset.
// Run by hand when a trade or its picture changes (`npx tsx apps/web/scripts/make-trade-pictures.ts`); the SVG
// is committed, and components/trades/trade-pictures.test.ts fails while it is out of date.
import { writeFileSync } from 'node:fs';
import { tradePicturesSprite } from './trade-pictures.ts';

const sprite = new URL('../src/components/trades/trade-pictures.svg', import.meta.url);
writeFileSync(sprite, tradePicturesSprite());
console.log(`wrote ${sprite.pathname}`);
