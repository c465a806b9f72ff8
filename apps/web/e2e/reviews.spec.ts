// Reviews both ways in a real browser at phone size, against the real server: an Employer pays to see a worker's
// number, then rates the worker from the "Rate {name}" prompt on their profile page (stars chosen with the
// keyboard); the worker rates the Employer back from the wallet and replies to the review; each then sees the
// other's stars on their profile. Axe and the 360 px checks run on every screen the journey shows.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, textOutsideItsBox } from './support/fixtures';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  signUpInBrowser,
  uniqueName,
  otherPhone,
} from './support/people';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** Nothing to scroll sideways, no text out of its box, no serious accessibility violation. */
async function expectCleanScreen(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await textOutsideItsBox(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

async function openFromMenu(page: Page, place: 'Profile' | 'Wallet'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: place }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: place === 'Profile' ? 'My profile' : 'Wallet' }),
  ).toBeVisible();
}

/** Chooses `stars` the keyboard way: Space on the first star, then the right arrow. */
async function chooseStarsByKeyboard(dialog: Locator, stars: number): Promise<void> {
  const first = dialog.getByRole('radio', { name: '1 star: Poor' });
  await expect(first).toBeFocused();
  await first.press('Space');
  for (let star = 1; star < stars; star += 1) await dialog.page().keyboard.press('ArrowRight');
}

function reviewsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Reviews' });
}

test('an Employer rates a worker from the prompt, the worker rates back and replies, both see the stars', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const employerPage = await otherPhone(browser, baseURL);
  try {
    // A worker with a profile, and an Employer who pays to see the number.
    const workerName = uniqueName('Ramesh');
    await signUpInBrowser(page, { name: workerName, role: 'Labourer' });
    await completeLabourerProfile(page, { name: workerName, location: 'Jaipur, Rajasthan', skills: 'Plumber' });
    const workerId = await page.evaluate(() => localStorage.getItem('userId'));

    const employerName = uniqueName('Asha');
    await signUpInBrowser(employerPage, { name: employerName, role: 'Employer' });
    await completeEmployerProfile(employerPage, { name: employerName, companyName: 'Sharma Builders' });
    const employerId = await employerPage.evaluate(() => localStorage.getItem('userId'));

    await employerPage.goto(`/app/profile-page/${workerId}`);
    // Nobody has reviewed the worker yet: "New", never zero stars.
    await expect(employerPage.locator('.profile-header')).toContainText('New');
    await expect(employerPage.locator('.profile-header').getByText('No reviews yet')).toBeAttached();
    await expect(reviewsSection(employerPage).getByText('No reviews yet.')).toBeVisible();
    // Searching is not meeting: no way to rate before paying for the number.
    await expect(employerPage.getByRole('button', { name: `Rate ${workerName}` })).toHaveCount(0);
    await employerPage.getByRole('button', { name: 'View contact (₹15)' }).click();
    await employerPage.getByRole('button', { name: 'Yes, pay ₹15' }).click();
    await expect(employerPage.getByRole('status').filter({ hasText: '₹15 paid from your Credits.' })).toBeVisible();

    // The Employer's profile page asks them to rate the worker they paid to call.
    await openFromMenu(employerPage, 'Profile');
    const prompts = employerPage.getByRole('region', { name: 'Rate the people you met' });
    await expect(prompts.getByText(/^You saw their number on /)).toBeVisible();
    await expectCleanScreen(employerPage);
    await prompts.getByRole('button', { name: `Rate ${workerName}` }).click();
    let dialog = employerPage.getByRole('dialog', { name: `Rate ${workerName}` });
    await expect(dialog).toBeVisible();
    await expectCleanScreen(employerPage);

    await chooseStarsByKeyboard(dialog, 5);
    await expect(dialog.getByRole('radio', { name: '5 stars: Excellent' })).toBeChecked();
    await dialog.getByRole('button', { name: 'On time' }).click();
    await dialog.getByRole('button', { name: 'Would hire again' }).click();
    await expect(dialog.getByRole('button', { name: 'On time' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Your words (optional)').fill('Fixed our kitchen tap quickly and cleaned up.');
    await dialog.getByRole('button', { name: 'Send review' }).click();
    await expect(dialog).toBeHidden();
    await expect(prompts.getByRole('status')).toHaveText('Thank you for your review.');
    await expect(prompts.getByRole('button', { name: `Rate ${workerName}` })).toHaveCount(0);
    await expectCleanScreen(employerPage);

    // The worker's profile shows the stars and the review; the Employer may still change it.
    await employerPage.goto(`/app/profile-page/${workerId}`);
    await expect(employerPage.locator('.profile-header').getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
    const employerReview = reviewsSection(employerPage).getByRole('listitem').filter({ hasText: employerName });
    await expect(employerReview).toContainText('Fixed our kitchen tap quickly and cleaned up.');
    await expect(employerReview.getByRole('list', { name: 'Tags' })).toContainText('On time');
    await expect(employerReview.getByRole('list', { name: 'Tags' })).toContainText('Would hire again');
    await expect(employerReview.getByRole('button', { name: 'Change your review' })).toBeVisible();
    await expectCleanScreen(employerPage);

    // The worker sees who viewed the number, and is asked on the wallet to rate that Employer.
    await openFromMenu(page, 'Wallet');
    const viewers = page.getByRole('region', { name: 'Who viewed your number' });
    await expect(viewers.getByText(employerName)).toBeVisible();
    await expect(viewers.getByText('No reviews yet')).toBeAttached();
    const workerPrompts = page.getByRole('region', { name: 'Rate the people you met' });
    await expect(workerPrompts.getByText(/^Saw your number on /)).toBeVisible();
    await expectCleanScreen(page);
    await workerPrompts.getByRole('button', { name: `Rate ${employerName}` }).click();
    dialog = page.getByRole('dialog', { name: `Rate ${employerName}` });
    // A worker rates an Employer on what matters to workers.
    await expect(dialog.getByRole('button', { name: 'Paid on time' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'On time', exact: true })).toHaveCount(0);
    await chooseStarsByKeyboard(dialog, 4);
    await dialog.getByRole('button', { name: 'Respectful' }).click();
    await dialog.getByRole('button', { name: 'Send review' }).click();
    await expect(dialog).toBeHidden();
    await expect(workerPrompts.getByRole('status')).toHaveText('Thank you for your review.');
    await expect(viewers.getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();

    // The worker's own profile: their stars in the header, the review about them, and a reply under it.
    await openFromMenu(page, 'Profile');
    await expect(page.locator('.profile-header').getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
    const aboutWorker = reviewsSection(page).getByRole('listitem').filter({ hasText: employerName });
    await aboutWorker.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel('Your reply').fill('Thank you, happy to help again.');
    await aboutWorker.getByRole('button', { name: 'Send reply' }).click();
    await expect(reviewsSection(page).getByText('Your reply was added.')).toBeVisible();
    await expect(aboutWorker).toContainText(`Reply from ${workerName}`);
    await expect(aboutWorker).toContainText('Thank you, happy to help again.');
    await expectCleanScreen(page);

    // The worker sees the Employer's stars on the Employer's profile.
    await page.goto(`/app/profile-page/${employerId}`);
    await expect(page.getByRole('heading', { level: 1, name: employerName })).toBeVisible();
    await expect(page.locator('.profile-header').getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();
    await expect(reviewsSection(page).getByRole('listitem').filter({ hasText: workerName })).toContainText(
      'Respectful',
    );
    await expectCleanScreen(page);

    // And the Employer sees the worker's reply, and their own stars from the worker on their profile page.
    await employerPage.reload();
    await expect(employerReview).toContainText('Thank you, happy to help again.');
    await openFromMenu(employerPage, 'Profile');
    await expect(employerPage.locator('.profile-header').getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();
    await expectCleanScreen(employerPage);
  } finally {
    await employerPage.context().close();
  }
});

test('the rating dialog and the reviews read in Hindi and fit the phone', async ({ page, browser, baseURL }) => {
  test.slow();
  const employerPage = await otherPhone(browser, baseURL);
  try {
    const workerName = uniqueName('Suresh');
    await signUpInBrowser(page, { name: workerName, role: 'Labourer' });
    await completeLabourerProfile(page, { name: workerName, location: 'Pune, Maharashtra', skills: 'Painter' });
    const workerId = await page.evaluate(() => localStorage.getItem('userId'));

    const employerName = uniqueName('Kavya');
    await signUpInBrowser(employerPage, { name: employerName, role: 'Employer' });
    await completeEmployerProfile(employerPage, { name: employerName });
    await employerPage.goto(`/app/profile-page/${workerId}`);
    await employerPage.getByRole('button', { name: 'View contact (₹15)' }).click();
    await employerPage.getByRole('button', { name: 'Yes, pay ₹15' }).click();
    await expect(employerPage.getByRole('status').filter({ hasText: '₹15 paid from your Credits.' })).toBeVisible();

    await employerPage.evaluate(() => localStorage.setItem('kaamsetu.language', 'hi'));
    await employerPage.reload();
    await expect(employerPage.locator('html')).toHaveAttribute('lang', 'hi');
    // The unlock is a meeting: the profile page itself offers the rating too.
    await employerPage.getByRole('button', { name: `${workerName} को रेटिंग दें` }).click();
    const dialog = employerPage.getByRole('dialog', { name: `${workerName} को रेटिंग दें` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'समीक्षा भेजें' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('1 से 5 स्टार चुनें');
    await expectCleanScreen(employerPage);
    await dialog.getByRole('radio', { name: '3 स्टार: ठीक-ठाक' }).press('Space');
    await dialog.getByRole('button', { name: 'सही दाम' }).click();
    await dialog.getByRole('button', { name: 'समीक्षा भेजें' }).click();
    await expect(dialog).toBeHidden();
    await expect(employerPage.getByText('आपकी समीक्षा के लिए धन्यवाद।')).toBeVisible();
    const section = employerPage.getByRole('region', { name: 'समीक्षाएँ' });
    await expect(section.getByText('1 समीक्षा से 5 में से 3.0 रेटिंग')).toBeAttached();
    await expect(section.getByRole('list', { name: 'टैग' })).toHaveText('सही दाम');
    await expectCleanScreen(employerPage);
  } finally {
    await employerPage.context().close();
  }
});
