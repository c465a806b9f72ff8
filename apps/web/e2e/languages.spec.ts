// The language follows the account: chosen while signed in, it is saved on the server, a later sign-in on
// another phone opens in it and the login SMS is written in it. Skills show in the reader's language and
// money keeps Indian grouping with Latin digits in Marathi and Tamil.
import { expect, test } from './support/fixtures';
import { messagesTo } from './support/outbox';
import { completeLabourerProfile, enterCode, requestCode, signUpInBrowser, uniqueName } from './support/people';

test('a language chosen while signed in follows the account to another phone and into the SMS', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = uniqueName('Bhasha');
  const person = await signUpInBrowser(page, { name, role: 'Labourer' });
  await completeLabourerProfile(page, { name, location: 'Pune, Maharashtra', skills: 'Mason' });

  await page.goto('/app/profile');
  await page.getByLabel('Language').selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  // "Mason" as a Marathi reader says it.
  await expect(page.getByText('गवंडी')).toBeVisible();
  await page.goto('/app/wallet');
  await expect(page.getByText('₹500.00').first()).toBeVisible();
  await expect(page.getByText(/५००/)).toHaveCount(0);

  await page.getByLabel('भाषा').selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/users/protected', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { user: { language: string } }).user.language;
    })
    .toBe('ta');

  // Another phone, whose page starts in English: after signing in it speaks Tamil, and so did the SMS.
  const otherPhone = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 } });
  const other = await otherPhone.newPage();
  await other.addInitScript(() => localStorage.setItem('kaamsetu.language', 'en'));
  await enterCode(other, await requestCode(other, 'login', person));
  await expect(other).toHaveURL(/\/app\/home$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ta');
  const loginSms = (await messagesTo(person.phone.e164)).at(-1);
  expect(loginSms?.body).toMatch(/KaamSetu/);
  expect(loginSms?.body).not.toMatch(/is your KaamSetu code/);
  expect(loginSms?.body).toMatch(/[\u0B80-\u0BFF]/u);
  await otherPhone.close();
});
