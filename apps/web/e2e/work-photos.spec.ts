// Work photos in a real browser at phone size: a worker adds a photo of their work with a caption on their own
// profile, an Employer sees it on the worker's profile, and staff take it down (then it is gone for everyone).
import type { Page } from '@playwright/test';
import { audienceSessions, personWithProfile } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { photoFile, signUpThroughApi, uniqueName } from './support/people';

test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

async function signInAs(page: Page, person: { userId: string; authToken: string }) {
  await page.addInitScript(
    ({ userId, authToken }) => {
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('userId', userId);
      localStorage.setItem('kaamsetu.language', 'en');
    },
    { userId: person.userId, authToken: person.authToken },
  );
}

test('a worker shows a photo of their work; an Employer sees it; staff take it down', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const workerName = uniqueName('Kishore');
  const worker = await personWithProfile(baseURL ?? '', 'Labourer', {
    name: workerName,
    location: 'Jaipur',
    skills: 'Tile fitter',
  });
  await signInAs(page, worker);
  await page.goto('/app/profile');
  const section = page.getByRole('region', { name: 'Photos of my work' });
  await expect(section.getByText('No photos yet.')).toBeVisible();
  await section.getByLabel('Photo (JPEG, PNG or WebP, up to 5 MB)').setInputFiles(photoFile);
  await section.getByLabel('What it shows (optional)').fill('Kitchen wall tiles');
  await section.getByRole('button', { name: 'Add photo' }).click();
  const picture = section.getByRole('img', { name: 'Kitchen wall tiles' });
  await expect(picture).toBeVisible();
  // The stored picture is the re-encoded one, decoded by the browser (the 64 px test photo, not enlarged).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);

  const employer = await signUpThroughApi(request, { name: uniqueName('Farida'), role: 'Employer' });
  const employerPage = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInAs(employerPage, employer);
  await employerPage.goto(`/app/profile-page/${worker.userId}`);
  await expect(employerPage.getByRole('heading', { level: 1, name: workerName })).toBeVisible();
  const shown = employerPage.getByRole('region', { name: 'Photos of work done' });
  await expect(shown.getByRole('img', { name: 'Kitchen wall tiles' })).toBeVisible();
  await expect(shown.getByRole('button', { name: /Remove/ })).toHaveCount(0);

  const staffToken = audienceSessions().employee.staffToken;
  const staffHeaders = { authorization: `Bearer ${staffToken}` };
  const listed = await request.get(`/api/staff/people/${worker.userId}/work-photos`, { headers: staffHeaders });
  const [photo] = ((await listed.json()) as { photos: { id: string }[] }).photos;
  const taken = await request.post(`/api/staff/work-photos/${photo?.id}/remove`, {
    headers: staffHeaders,
    data: { reason: 'Shows a phone number' },
  });
  expect(taken.status()).toBe(200);
  await employerPage.reload();
  await expect(employerPage.getByRole('heading', { level: 1, name: workerName })).toBeVisible();
  await expect(employerPage.getByRole('region', { name: 'Photos of work done' })).toHaveCount(0);
  await employerPage.close();
});
