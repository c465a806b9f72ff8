// The generated API reference is browsable, not just a JSON file.
import { expect, test } from './support/fixtures';

test('/api/docs shows the API reference with its routes', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /KaamSetu API/ })).toBeVisible();
  await expect(page.getByText('/healthz', { exact: true })).toBeVisible();
  await expect(page.getByText('/readyz', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
