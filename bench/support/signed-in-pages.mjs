// The pages under /app need a signed-in person. This makes a Labourer and an Employer with complete profiles
// (photo included) and tells, for a page path, what the browser must hold in localStorage to open it signed in
// (lib/session-storage.ts): the Labourer for their own profile form, the Employer (a hirer) everywhere else.
// `/app/profile-page/labourer` stands for the Labourer's public profile page.
import { completeProfile, signUpPerson } from './sign-in.mjs';

export async function preparePeople(server) {
  const labourer = await signUpPerson(server, 'Labourer', 'bench labourer');
  await completeProfile(server, 'Labourer', labourer, {
    name: 'bench labourer',
    location: 'Jaipur, Rajasthan',
    skills: 'Mason, Tile fitter',
    workExperience: 'Eight years of house construction',
  });
  const employer = await signUpPerson(server, 'Employer', 'bench employer');
  await completeProfile(server, 'Employer', employer, { name: 'bench employer', location: 'Pune, Maharashtra' });
  return { labourer, employer };
}

/** The address to open and the localStorage items it needs (none for pages outside /app). */
export function pageToOpen(pagePath, people) {
  if (!pagePath.startsWith('/app')) return { path: pagePath, storage: null };
  const person = pagePath === '/app/create-labourer-profile' ? people.labourer : people.employer;
  const path = pagePath === '/app/profile-page/labourer' ? `/app/profile-page/${people.labourer.userId}` : pagePath;
  return { path, storage: { authToken: person.authToken, userId: person.userId, 'kaamsetu.language': 'en' } };
}

/**
 * Puts the items in the origin's localStorage from a page that loads none of the app (the readiness check),
 * so the measured visit starts with the session but with nothing of the app in the browser's cache.
 */
export async function storeSession(page, serverUrl, storage) {
  await page.goto(`${serverUrl}/readyz`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
}
