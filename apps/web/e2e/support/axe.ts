// axe-core in the page under test: the serious and critical accessibility violations it finds, as text.
// The test using it must set `test.use({ bypassCSP: true })`: axe is injected as a script, which the
// app's Content-Security-Policy rightly forbids.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
}
