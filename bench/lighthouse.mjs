// Lighthouse 12 (mobile preset: Moto G-class device, slow 4G throttling) against the built server, in
// Debian's Chromium. Prints the performance score and the key timings for each page.
// Usage: npm run build && node bench/lighthouse.mjs [/path ...]   (default: /)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './support/start-server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const out = mkdtempSync(path.join(tmpdir(), 'kaamsetu-lighthouse-'));

const server = await startServer();
try {
  for (const pagePath of pages) {
    const report = path.join(out, `${pagePath.replaceAll('/', '_') || 'root'}.json`);
    execFileSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${server.url}${pagePath}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
    );
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const metric = (id) => result.audits[id]?.displayValue;
    console.log(
      `${pagePath}: performance ${Math.round(result.categories.performance.score * 100)}` +
        ` | FCP ${metric('first-contentful-paint')} | LCP ${metric('largest-contentful-paint')}` +
        ` | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')}` +
        ` | Speed Index ${metric('speed-index')}`,
    );
  }
} finally {
  await server.stop();
}
