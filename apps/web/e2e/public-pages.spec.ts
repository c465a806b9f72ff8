// Public pages in a real browser at phone size: landing in both languages, Join Now, footer links,
// the freelancer-brand page, the 404 page, and the /app guard.
import { expect, hasHorizontalScroll, test } from './support/fixtures';

test.describe('landing page', () => {
  test('renders in English with both audiences and the ₹10 promise, without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "The bridge between India's workers and the people who need them.",
    );
    await expect(page.getByRole('heading', { name: 'For Workers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For Employers' })).toBeVisible();
    await expect(page.getByText('Earn ₹10 each time an employer views your contact.')).toBeVisible();
    // A picture of people at work, drawn (not a broken image), light, and no wider than the phone.
    const picture = page.getByRole('img', { name: /A mason setting bricks/ });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const size = await picture.evaluate(
      async (img: HTMLImageElement) => (await (await fetch(img.currentSrc)).arrayBuffer()).byteLength,
    );
    expect(size).toBeLessThan(30 * 1024);
    expect((await picture.boundingBox())!.width).toBeLessThanOrEqual(360);
    // Under "For Employers", pictures of the trades one can find, each with its name (fetched as the visitor
    // scrolls towards them).
    await page.getByRole('heading', { name: 'For Employers' }).scrollIntoViewIfNeeded();
    const tradesList = page.getByRole('list', { name: 'Workers you can find' });
    await expect(tradesList.getByRole('listitem')).toHaveCount(8);
    await expect(tradesList.getByRole('listitem').filter({ hasText: 'Painter' }).locator('svg')).toHaveCount(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test('switches to Hindi and remembers the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत के कामगारों और उन्हें काम देने वालों के बीच का पुल।');
    await expect(page.getByRole('heading', { name: 'कामगारों के लिए' })).toBeVisible();
    await expect(page.getByText('जब भी कोई नियोक्ता आपका नंबर देखे, आप ₹10 कमाएँ।')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.reload();
    await expect(page.getByRole('link', { name: 'अभी जुड़ें' })).toBeVisible();
    await page.getByLabel('भाषा').selectOption('en');
    await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
  });

  test('Join Now and For Employers lead to the sign-up side of /login with the role chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/login\?mode=signup&role=Labourer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in or sign up');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Labourer');

    await page.goto('/');
    await page.getByRole('link', { name: 'Join as an employer' }).click();
    await expect(page).toHaveURL(/\/login\?mode=signup&role=Employer$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Employer');
  });

  test('/landing shows the same page', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
  });
});

test.describe('footer', () => {
  for (const [name, path] of [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms & Conditions', '/terms-and-conditions'],
    ['Our Story', '/about'],
    ['Contact Us', '/contact'],
  ] as const) {
    test(`"${name}" opens ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  }

  test('social links open in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} KaamSetu`);
  });
});

test.describe('freelancer-brand page', () => {
  test('/quickclap shows its headline, buttons, three feature cards and this year in the footer', async ({ page }) => {
    await page.goto('/quickclap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire Smart. Work Freely.');
    for (const card of ['Trusted Talent', 'Secure Payments', 'Instant Matchmaking']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    for (const button of ['Find Freelancers', 'Become a Freelancer', 'Get Started for Free']) {
      await expect(page.getByRole('link', { name: button }).first()).toHaveAttribute('href', '/login');
    }
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('link', { name: 'Get Started for Free' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('unknown pages and the signed-in area', () => {
  test('an unknown address answers 404 and shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // The sign-in then comes back to the page asked for (next=, issue 21).
  test('/app/home without a session lands on /login, set to come back', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fhome$/);
  });

  test('/app/home with a token the server does not accept lands on /login, set to come back', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('authToken', 'not-a-real-token'));
    await page.goto('/app/home');
    await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fhome$/);
  });
});
