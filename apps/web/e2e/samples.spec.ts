// Sample people (the demo profiles a fresh install starts with; global setup makes two) in a real browser at
// phone size: an Employer searching sees "Sample" on their card and on their page, is offered no number to pay for
// and no Hire Now, and an unlock asked of the server anyway is refused without touching the Employer's Credits.
import type { Page } from '@playwright/test';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { completeEmployerProfile, signUpInBrowser, uniqueName } from './support/people';

const sampleLabel = 'Sample profile, not a real person';

/** A call to the server with the signed-in person's token, as the app makes it; status and JSON body. */
function callApi(page: Page, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, headers }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}`, ...headers },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, headers },
  );
}

test('a sample shows "Sample" on its card and its page; unlocking it is refused and costs no Credits', async ({
  page,
}) => {
  test.slow();
  const employerName = uniqueName('Asha');
  await signUpInBrowser(page, { name: employerName, role: 'Employer' });
  await completeEmployerProfile(page, { name: employerName, companyName: 'Sharma Builders' });

  // Search: the sample tailor is among the results, marked.
  await page.getByLabel('Search by skill, name or place').fill('tailor');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “tailor”' })).toBeVisible();
  const sampleCard = page.locator('.profile-card').filter({ hasText: sampleLabel }).first();
  await expect(sampleCard.getByText('Sample', { exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const link = sampleCard.getByRole('link');
  const name = (await link.textContent()) ?? '';
  const profileId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  expect(profileId).not.toBe('');

  const creditsBefore = (await callApi(page, 'GET', '/api/wallet')).body.creditsPaise;
  expect(creditsBefore).toBe(50_000);

  // The page: marked and explained; no number to pay for, no Hire Now, no paid work to propose.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.profile-header').getByText('Sample', { exact: true })).toBeVisible();
  await expect(page.getByText(sampleLabel)).toBeAttached();
  await expect(
    page.getByText('This is a sample profile, made up to show how KaamSetu works. It is not a real person.'),
  ).toBeVisible();
  await expect(page.getByText('This is a sample profile. It has no real number.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View contact/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hire Now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Propose paid work/ })).toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // Asked of the server anyway (an older page, another client): refused, and nothing is charged.
  const unlock = await callApi(page, 'POST', `/api/contacts/${profileId}/unlock`, {
    'Idempotency-Key': `sample-${profileId}`,
  });
  expect(unlock.status).toBe(403);
  expect(unlock.body.message).toBe('This is a sample profile. It has no real number.');
  expect(JSON.stringify(unlock.body)).not.toMatch(/\+91\d{10}/);
  expect((await callApi(page, 'GET', '/api/wallet')).body.creditsPaise).toBe(creditsBefore);
  const status = await callApi(page, 'GET', `/api/contacts/${profileId}`);
  expect(status.body).toMatchObject({ unlocked: false });
});
