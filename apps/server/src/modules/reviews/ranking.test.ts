// Ratings in ranking and on every profile answer: the Bayesian score orders search tiers and Today's Top
// Performers (one 5★ review does not beat forty 4.8★; no reviews sits above a 1★), pages keep to it, and the
// spec's own calls still answer exactly the spec's fields plus our optional rating.
import {
  getProfileResponseSchema,
  ownProfileSchema,
  profileCardSchema,
  profileListResponseSchema,
} from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/cursor.js';
import { signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { reviewsApi, setRating, type Person } from '../../../test/support/review-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

interface Card {
  id: string;
  name: string;
  rating: { average: number; count: number };
}

describe.each(databaseKinds)('ranking by rating on %s', (kind) => {
  const t = useTestApp(kind);
  let forty: Person;
  let one: Person;
  let fresh: Person;
  let low: Person;
  let employer: Person;
  let searcher: Person;

  beforeAll(async () => {
    const tiler = (name: string) => completeProfile(t.app, t.config, { name, userType: 'Labourer', skills: 'Tiler' });
    low = await tiler('Low Tiler');
    fresh = await tiler('Fresh Tiler');
    one = await tiler('One Tiler');
    forty = await tiler('Forty Tiler');
    employer = await signUp(t.app, t.config, { name: 'Kavita Interiors', userType: 'Employer' });
    searcher = await signUp(t.app, t.config, { name: 'Searcher', userType: 'Employer' });
    for (const [worker, stars] of [
      [one, 5],
      [low, 1],
    ] as const) {
      expect((await asPerson(t.app, employer.token).unlock(worker.userId)).statusCode).toBe(200);
      expect((await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars })).statusCode).toBe(201);
    }
    // Forty reviews averaging 4.8 (the counters the reviews above keep, set at once).
    await setRating(t.db.database, forty.userId, 40, 192);
    // The one worker rates the Employer back, for the Employer's rating on the worker's screens.
    expect(
      (await reviewsApi(t.app, one).create({ subjectId: employer.userId, stars: 4, tags: ['paid-on-time'] }))
        .statusCode,
    ).toBe(201);
  }, 60_000);

  const search = async (query: string) => {
    const response = await asPerson(t.app, searcher.token).get(`/api/search/profiles?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { profiles: Card[]; nextCursor: string | null };
  };

  it('orders a search by the Bayesian score: forty 4.8★, one 5★, no reviews, one 1★', async () => {
    const found = await search('q=tiler');
    expect(found.profiles.map((card) => card.name)).toEqual(['Forty Tiler', 'One Tiler', 'Fresh Tiler', 'Low Tiler']);
    expect(found.profiles.map((card) => card.rating)).toEqual([
      { average: 4.8, count: 40 },
      { average: 5, count: 1 },
      { average: 0, count: 0 },
      { average: 1, count: 1 },
    ]);
  });

  it('pages in the same order one card at a time, never repeating or skipping anyone', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`q=tiler&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      names.push(...page.profiles.map((card) => card.name));
      cursor = page.nextCursor;
    } while (cursor && names.length < 10);
    expect(names).toEqual(['Forty Tiler', 'One Tiler', 'Fresh Tiler', 'Low Tiler']);
  });

  it('reads a page link made before ranking as the start of its tier, and refuses a forged one', async () => {
    const old = await search(`q=tiler&limit=2&cursor=${encodeCursor([0, low.userId])}`);
    expect(old.profiles.map((card) => card.name)).toEqual(['Forty Tiler', 'One Tiler']);
    const forged = await asPerson(t.app, searcher.token).get(
      `/api/search/profiles?q=tiler&cursor=${encodeCursor([0, 'not-an-id', 3.5])}`,
    );
    expect(forged.statusCode).toBe(400);
  });

  it("puts the best-rated first in Today's Top Performers and leaves out those rated below a newcomer", async () => {
    const response = await asPerson(t.app, searcher.token).post('/api/users/protected/get-random-profiles', {
      id: searcher.userId,
    });
    expect(response.statusCode).toBe(200);
    const cards = response.json().profiles as Card[];
    const ids = cards.map((card) => card.id);
    expect(ids.slice(0, 2)).toEqual([forty.userId, one.userId]);
    expect(ids).toContain(fresh.userId);
    expect(ids).not.toContain(low.userId);
    expect(cards[0]?.rating).toEqual({ average: 4.8, count: 40 });
  });

  it('shows the rating on the own profile, the public profile and the spec search', async () => {
    const own = await asPerson(t.app, one.token).post('/api/users/protected/get-profile', { id: one.userId });
    expect(own.json().profile.rating).toEqual({ average: 5, count: 1 });
    const seen = await asPerson(t.app, searcher.token).get(`/api/profiles/${low.userId}`);
    expect(seen.json().profile.rating).toEqual({ average: 1, count: 1 });
    const spec = await asPerson(t.app, searcher.token).post('/api/users/protected/search-profiles?query=tiler', {
      id: searcher.userId,
    });
    expect((spec.json().profiles as Card[]).map((card) => [card.name, card.rating.count])).toEqual([
      ['Forty Tiler', 40],
      ['One Tiler', 1],
      ['Fresh Tiler', 0],
      ['Low Tiler', 1],
    ]);
  });

  it("shows the Employer's rating to the worker: who unlocked my number, and Hire Now requests", async () => {
    const viewers = (await asPerson(t.app, one.token).get('/api/contacts/viewers')).json().viewers;
    expect(viewers).toEqual([
      expect.objectContaining({ employerId: employer.userId, rating: { average: 4, count: 1 } }),
    ]);
    const sent = await asPerson(t.app, employer.token).post('/api/mediation-requests', {
      labourerId: fresh.userId,
      location: 'Jaipur',
      salary: 800,
    });
    expect(sent.json().request.employerRating).toEqual({ average: 4, count: 1 });
    const listed = (await asPerson(t.app, fresh.token).get('/api/mediation-requests')).json().requests;
    expect(listed[0].employerRating).toEqual({ average: 4, count: 1 });
    // The Employer filled no profile form; their own profile shows the rating all the same.
    const own = await asPerson(t.app, employer.token).post('/api/users/protected/get-profile', {
      id: employer.userId,
    });
    expect(own.json().profile).toMatchObject({ profileComplete: false, rating: { average: 4, count: 1 } });
  });

  it("answers the spec's bare calls with the spec's fields unchanged, plus only the optional rating", async () => {
    const specProfile = ownProfileSchema.omit({ rating: true, badges: true }).strict();
    const own = await asPerson(t.app, forty.token).post('/api/users/protected/get-profile', { id: forty.userId });
    expect(own.statusCode).toBe(200);
    expect(getProfileResponseSchema.safeParse(own.json()).success).toBe(true);
    const { rating, ...specFields } = own.json().profile;
    expect(rating).toEqual({ average: 4.8, count: 40 });
    expect(specProfile.safeParse(specFields).success).toBe(true);

    const specCard = profileCardSchema.omit({ rating: true, badges: true }).strict();
    const found = await asPerson(t.app, searcher.token).post('/api/users/protected/search-profiles', {
      id: searcher.userId,
    });
    expect(found.statusCode).toBe(200);
    expect(profileListResponseSchema.safeParse(found.json()).success).toBe(true);
    for (const card of found.json().profiles) {
      const { rating: cardRating, ...cardFields } = card;
      expect(cardRating).toEqual({ average: expect.any(Number), count: expect.any(Number) });
      expect(specCard.safeParse(cardFields).success).toBe(true);
    }
  });
});
