// Reports the JavaScript a browser downloads to show a page, in gzip KB: loads each page in Debian's
// Chromium against the built server and gzips (level 9) every script file the page fetched.
// Usage: npm run build && node bench/page-weight.mjs [/path ...]   (default: /)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './support/start-server.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const dist = new URL('../apps/web/dist/', import.meta.url);

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const pagePath of pages) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    let total = 0;
    const rows = [];
    for (const script of [...scripts].sort()) {
      const gzipBytes = gzipSync(readFileSync(new URL(`.${script}`, dist)), { level: 9 }).length;
      total += gzipBytes;
      rows.push(`  ${script}  ${(gzipBytes / 1024).toFixed(1)} KB`);
    }
    console.log(`${pagePath}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript in ${scripts.size} files`);
    console.log(rows.join('\n'));
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
