// The service worker's allow-list, request by request: what may be saved on the phone, and what never is.
import { describe, expect, it } from 'vitest';
import { handlingOf, prerenderedPageUrl, type RequestFacts } from './request-handling';

const origin = 'https://kaamsetu.in';
const precached = new Set(['/index.html', '/default-avatar.svg']);

function handling(method: string, path: string, mode: RequestMode = 'cors') {
  const request: RequestFacts = { method, url: `${origin}${path}`, mode };
  return handlingOf(request, origin, precached);
}

describe('handlingOf', () => {
  it('serves pages of the app, by any route, from the network or the saved shell', () => {
    for (const path of ['/', '/app/home?q=plumber', '/app/profile', '/app/profile-page/2f1c7a52', '/login']) {
      expect(handling('GET', path, 'navigate'), path).toBe('page');
    }
  });

  it('leaves alone navigations to files, media and the API', () => {
    for (const path of ['/media/photos/a.webp', '/api/me/export', '/sw.js', '/api']) {
      expect(handling('GET', path, 'navigate'), path).toBeUndefined();
    }
  });

  it('serves built code and precached files from the phone first', () => {
    expect(handling('GET', '/assets/home-page-6FyZ9-yK.js')).toBe('app-file');
    expect(handling('GET', '/default-avatar.svg')).toBe('app-file');
    expect(handling('HEAD', '/assets/home-page-6FyZ9-yK.js')).toBeUndefined();
    expect(handling('GET', '/favicon-unknown.svg')).toBeUndefined();
  });

  it('saves the session check, the own profile and the profile lists', () => {
    expect(handling('GET', '/api/users/protected')).toBe('saved-answer');
    expect(handling('POST', '/api/users/protected/get-profile')).toBe('saved-answer');
    expect(handling('GET', '/api/search/profiles?q=plumber&limit=20')).toBe('saved-answer');
  });

  it('saves the jobs near a worker and their applications, never a change to them or an Employer’s applicants', () => {
    expect(handling('GET', '/api/jobs/nearby?radiusKm=25')).toBe('saved-answer');
    expect(handling('GET', '/api/me/applications')).toBe('saved-answer');
    const jobId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
    for (const [method, path] of [
      ['POST', `/api/jobs/${jobId}/apply`],
      ['POST', `/api/jobs/${jobId}/withdraw`],
      ['GET', `/api/jobs/${jobId}/applicants`],
      ['POST', '/api/jobs'],
      ['POST', '/api/jobs/nearby'],
    ] as const) {
      expect(handling(method, path), `${method} ${path}`).toBeUndefined();
    }
  });

  it('saves the person’s own wallet, history and transfers, never a recharge or a transfer', () => {
    expect(handling('GET', '/api/wallet')).toBe('saved-answer');
    expect(handling('GET', '/api/wallet/transactions?cursor=MjA')).toBe('saved-answer');
    expect(handling('GET', '/api/wallet/payouts')).toBe('saved-answer');
    expect(handling('POST', '/api/wallet/payouts')).toBeUndefined();
    expect(handling('POST', '/api/wallet/recharges/order_1/confirm')).toBeUndefined();
  });

  it('never saves another person’s number, exports, staff data or any change', () => {
    const never: [string, string][] = [
      ['GET', '/api/contacts/2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e'],
      ['POST', '/api/contacts/2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e/unlock'],
      ['GET', '/api/contacts/viewers'],
      ['GET', '/api/me/contacts'],
      ['POST', '/api/wallet/recharges'],
      ['GET', '/api/me/export'],
      ['GET', '/api/profiles/2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e'],
      ['GET', '/api/mediation-requests'],
      ['GET', '/api/staff/analytics'],
      ['GET', '/api/staff/people?q=98'],
      ['POST', '/api/users/protected/update-profile'],
      ['POST', '/api/users/logout'],
      // The app asks GET /api/search/profiles for the top performers; nothing else of the spec's POSTs is kept.
      ['POST', '/api/users/protected/get-random-profiles'],
      ['PUT', '/api/me/language'],
      ['DELETE', '/api/users/protected'],
      // The right path with the wrong method is not the read the list allows.
      ['POST', '/api/users/protected'],
      ['GET', '/api/users/protected/get-profile'],
      // A path that only starts like an allowed one.
      ['GET', '/api/users/protected/../../contacts/viewers'],
      ['GET', '/api/search/profiles/export'],
    ];
    for (const [method, path] of never) expect(handling(method, path), `${method} ${path}`).toBeUndefined();
  });

  it('leaves other sites alone', () => {
    const request: RequestFacts = { method: 'GET', url: 'https://checkout.razorpay.com/v1/checkout.js', mode: 'cors' };
    expect(handlingOf(request, origin, precached)).toBeUndefined();
    const page: RequestFacts = { method: 'GET', url: 'https://example.com/app/home', mode: 'navigate' };
    expect(handlingOf(page, origin, precached)).toBeUndefined();
  });
});

describe('prerenderedPageUrl', () => {
  const written = new Set(['/prerendered/hi/index.html', '/prerendered/hi/about.html', '/prerendered/en/about.html']);

  it('finds the page the build wrote in the chosen language', () => {
    expect(prerenderedPageUrl('/', 'hi', written)).toBe('/prerendered/hi/index.html');
    expect(prerenderedPageUrl('/about', 'hi', written)).toBe('/prerendered/hi/about.html');
    expect(prerenderedPageUrl('/about', 'en', written)).toBe('/prerendered/en/about.html');
  });

  it('has none for a page or language the build did not write, or with no language known', () => {
    expect(prerenderedPageUrl('/app/home', 'hi', written)).toBeUndefined();
    expect(prerenderedPageUrl('/', 'ta', written)).toBeUndefined();
    expect(prerenderedPageUrl('/about', undefined, written)).toBeUndefined();
    expect(prerenderedPageUrl('/about/../index', 'hi', written)).toBeUndefined();
  });
});
