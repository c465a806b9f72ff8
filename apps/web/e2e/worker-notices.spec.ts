// A worker hears when someone wants them (issue 21), in a real browser at 360 × 740 against the real server: an
// Employer from Jaipur pays to see a Hindi-speaking worker's number on their profile; on her own phone the worker
// sees the unread count on the bottom bar's Inbox, and the inbox names the Employer and their town in Hindi; the
// SMS outbox holds the same news in Hindi. Nothing wider than 360 px, no serious accessibility problem.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { personWithProfile } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, textOutsideItsBox } from './support/fixtures';
import { messagesTo } from './support/outbox';
import { phoneContext, uniqueName } from './support/people';

test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

const HOUR_MS = 60 * 60_000;
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

async function expectFitsAndAccessible(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await textOutsideItsBox(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A person made for this test alone, signed in on the page before its first script runs, reading `language`. */
async function signInAs(page: Page, person: { userId: string; authToken: string }, language: string): Promise<void> {
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    {
      authToken: person.authToken,
      userId: person.userId,
      'kaamsetu.language': language,
      'kaamsetu.languageAdoptedFor': person.authToken.slice(-16),
    },
  );
}

/**
 * SMS wait for the morning between 21:00 and 08:00 India time. When the server's clock (which the tests before
 * may have moved) is in those hours, it moves on to 08:05, so the SMS goes out while the test waits.
 */
async function outOfQuietHours(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/dev/clock', { data: { advanceHours: 0 } });
  expect(answer.status()).toBe(200);
  const { now } = (await answer.json()) as { now: string };
  const indiaHours = (((Date.parse(now) + INDIA_OFFSET_MS) % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS);
  const hour = indiaHours / HOUR_MS;
  if (hour >= 8 && hour < 21) return;
  const advanceHours = (hour < 8 ? 8 - hour : 32 - hour) + 5 / 60;
  expect((await request.post('/api/dev/clock', { data: { advanceHours } })).status()).toBe(200);
}

test('an Employer unlocks a Hindi-speaking worker: her inbox and her SMS say who, from where, in Hindi', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const worker = await personWithProfile(base, 'Labourer', {
    name: uniqueName('Sunita'),
    location: 'Nashik, Maharashtra',
    skills: 'Mason',
  });
  const asWorker = { authorization: `Bearer ${worker.authToken}` };
  expect((await page.request.put('/api/me/language', { headers: asWorker, data: { language: 'hi' } })).status()).toBe(
    200,
  );
  const workerPhone = (
    (await (await page.request.get('/api/users/protected', { headers: asWorker })).json()) as ProtectedResponse
  ).user.phone;
  const employerName = uniqueName('Asha');
  const employer = await personWithProfile(base, 'Employer', {
    name: employerName,
    location: 'Jaipur, Rajasthan',
    companyName: 'Asha Builders',
  });
  await outOfQuietHours(page.request);

  // The Employer pays to see the number on the worker's profile.
  await signInAs(page, employer, 'en');
  await page.goto(`/app/profile-page/${worker.userId}`);
  await page.getByRole('button', { name: /^View contact/ }).click();
  await page.getByRole('button', { name: /^Yes, pay/ }).click();
  await expect(page.locator('.contact-number-call')).toBeVisible();

  // The worker, on her own phone in Hindi: the bottom bar's Inbox counts the news, the inbox tells it.
  const context = await phoneContext(browser, baseURL);
  try {
    const phone = await context.newPage();
    await signInAs(phone, worker, 'hi');
    await phone.goto('/app/home');
    const menu = phone.getByRole('navigation', { name: 'मुख्य मेनू' });
    const inbox = menu.getByRole('link', { name: 'सूचनाएँ 1 नहीं पढ़ी' });
    await expect(inbox).toBeVisible();
    await expect(inbox).toContainText('1');
    await expectFitsAndAccessible(phone);
    await inbox.click();
    await expect(phone).toHaveURL(/\/app\/notifications$/);
    const entry = phone.getByRole('listitem').filter({ hasText: 'आपका नंबर देखा गया' });
    await expect(entry).toContainText(new RegExp(`Jaipur के ${employerName} ने आपका नंबर देखने के लिए भुगतान किया है`, 'i'));
    await expect(entry.getByRole('link', { name: 'देखें किसने देखा' })).toHaveAttribute('href', '/app/wallet');
    await expectFitsAndAccessible(phone);
    // Opened, the news is read: the count leaves the bottom bar.
    await expect(menu.getByRole('link', { name: 'सूचनाएँ', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }

  // The SMS, sent by the outbox sender within seconds, in Hindi.
  await expect
    .poll(
      async () => (await messagesTo(workerPhone)).map((message) => message.body).filter((body) => body.includes('नंबर')),
      {
        timeout: 20_000,
      },
    )
    .toEqual([expect.stringMatching(new RegExp(`^KaamSetu: Jaipur के ${employerName} ने आपका नंबर देखा है`, 'i'))]);
});
