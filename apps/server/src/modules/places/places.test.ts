// The gazetteer: suggestions in any script, typed locations matched to places on every save, distances in
// search (`near`, `radiusKm`, and a place named in the words), on both databases.
import { sql } from 'drizzle-orm';
import { placeListResponseSchema, searchResponseSchema } from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { signInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

const JAIPUR = 1269515;

describe.each(databaseKinds)('places on %s', (kind) => {
  const t = useTestApp(kind);
  let searcher: { token: string; userId: string };

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const placeOf = async (userId: string) =>
    (
      await queryRows<{ place_id: number | null; lat: number | null }>(
        t.db.database.db,
        sql`select place_id, lat from profiles where user_id = ${userId}`,
      )
    )[0];

  beforeAll(async () => {
    searcher = await completeProfile(t.app, t.config, { name: 'Sunita Contractor', userType: 'Employer' });
  });

  it('suggests places by the start of their name in Latin, Devanagari or Tamil letters, biggest first', async () => {
    const latin = placeListResponseSchema.parse((await get('/api/places?q=jaip')).json());
    expect(latin.places[0]).toMatchObject({ id: JAIPUR, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' });
    const hindi = placeListResponseSchema.parse((await get(`/api/places?q=${encodeURIComponent('जयपु')}`)).json());
    expect(hindi.places[0]).toMatchObject({ id: JAIPUR, localName: 'जयपुर' });
    const tamil = placeListResponseSchema.parse((await get(`/api/places?q=${encodeURIComponent('சென்னை')}`)).json());
    expect(tamil.places[0]?.name).toBe('Chennai');
    const older = placeListResponseSchema.parse((await get('/api/places?q=bangalore')).json());
    expect(older.places[0]?.name).toBe('Bengaluru');
    expect((await get('/api/places?q=zzqx')).json()).toEqual({ places: [] });
  });

  it('names each suggestion in the reader’s language where the gazetteer has that name, and only then', async () => {
    const suggest = async (query: string) =>
      placeListResponseSchema.parse((await get(`/api/places?${query}`)).json()).places;
    expect((await suggest('q=jaip&lang=hi'))[0]).toMatchObject({ id: JAIPUR, name: 'Jaipur', localName: 'जयपुर' });
    // Of Mumbai's five Devanagari names (ग्रेटर मुम्बई, बम्बई, …) the one said like "Mumbai".
    expect((await suggest('q=mumbai&lang=hi'))[0]).toMatchObject({ name: 'Mumbai', localName: 'मुंबई' });
    // ळ is Marathi's letter: Dhule is धुळे to a Marathi reader and धुले to a Hindi one.
    expect((await suggest('q=dhulia&lang=mr'))[0]?.localName).toBe('धुळे');
    expect((await suggest('q=dhulia&lang=hi'))[0]?.localName).toBe('धुले');
    expect((await suggest('q=chenn&lang=ta'))[0]).toMatchObject({ name: 'Chennai', localName: 'சென்னை' });
    // What was typed in another script is what is shown.
    expect((await suggest(`q=${encodeURIComponent('சென்னை')}&lang=hi`))[0]?.localName).toBe('சென்னை');
    // English, or no lang: Latin names only, as before.
    for (const query of ['q=jaip&lang=en', 'q=jaip']) {
      expect((await suggest(query))[0]).toEqual({
        id: JAIPUR,
        name: 'Jaipur',
        state: 'Rajasthan',
        district: 'Jaipur',
        lat: 26.91962,
        lon: 75.78781,
      });
    }
    // A place with no Devanagari name stays Latin for a Hindi reader.
    const thang = (await suggest('q=thang&lang=hi')).find((place) => place.name === 'Thang');
    expect(thang).toBeDefined();
    expect(thang).not.toHaveProperty('localName');

    const unknown = await get('/api/places?q=jaip&lang=fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'lang must be one of: en, hi, mr, ta' });
  });

  it('answers one place by id, 404 for an unknown one and 400 for nonsense', async () => {
    expect((await get(`/api/places/${JAIPUR}`)).json().place).toMatchObject({ name: 'Jaipur', lat: 26.91962 });
    expect((await get('/api/places/999999999')).statusCode).toBe(404);
    expect((await get('/api/places/abc')).statusCode).toBe(400);
    expect((await get('/api/places?q=')).statusCode).toBe(400);
  });

  it('matches what the spec client types as location to a place on every save, and keeps unmatched text', async () => {
    const typed = await completeProfile(t.app, t.config, {
      name: 'Ramesh Mason',
      userType: 'Labourer',
      skills: 'Mason',
      location: 'Jaipur, Rajasthan',
    });
    expect((await placeOf(typed.userId))?.place_id).toBe(JAIPUR);
    const hindi = await completeProfile(t.app, t.config, {
      name: 'Mohan Painter',
      userType: 'Labourer',
      skills: 'Painter',
      location: 'जयपुर',
    });
    expect((await placeOf(hindi.userId))?.place_id).toBe(JAIPUR);
    const neighbourhood = await completeProfile(t.app, t.config, {
      name: 'Asha Cook',
      userType: 'Labourer',
      skills: 'Cook',
      location: 'Andheri East, Mumbai',
    });
    expect((await placeOf(neighbourhood.userId))?.place_id).toBe(1275339);
    const unknown = await completeProfile(t.app, t.config, {
      name: 'Lakhan Helper',
      userType: 'Labourer',
      skills: 'Helper',
      location: 'Near the old water tank',
    });
    expect(await placeOf(unknown.userId)).toEqual({ place_id: null, lat: null });

    const own = await asPerson(t.app, typed.token).post('/api/users/protected/get-profile', { id: typed.userId });
    expect(own.json().profile).toMatchObject({ location: 'Jaipur, Rajasthan', place: { id: JAIPUR, name: 'Jaipur' } });
  });

  it('lists for staff the people whose location matched no place, until staff pick one for them', async () => {
    const employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    const person = await completeProfile(t.app, t.config, {
      name: 'Bhola Helper',
      userType: 'Labourer',
      skills: 'Helper',
      location: 'Behind the brick kiln',
    });
    const listed = async () =>
      (await employee.as('GET', '/api/staff/unplaced-profiles')).json().profiles.map((row: { id: string }) => row.id);
    expect(await listed()).toContain(person.userId);
    expect((await asPerson(t.app, person.token).get('/api/staff/unplaced-profiles')).statusCode).toBe(403);
    const placed = await employee.as('POST', `/api/staff/people/${person.userId}`, { placeId: JAIPUR });
    expect(placed.statusCode).toBe(200);
    expect((await placeOf(person.userId))?.place_id).toBe(JAIPUR);
    expect(await listed()).not.toContain(person.userId);
  });

  it('takes a picked place, refuses one that does not exist, and clears it with null', async () => {
    const person = await completeProfile(t.app, t.config, {
      name: 'Imran Welder',
      userType: 'Labourer',
      skills: 'Welder',
    });
    const save = (placeId: number | null) =>
      asPerson(t.app, person.token).post('/api/users/protected/update-profile', {
        id: person.userId,
        name: 'Imran Welder',
        location: 'Sanganer',
        placeId,
      });
    expect((await save(JAIPUR)).json().profile.place).toMatchObject({ id: JAIPUR });
    expect((await save(999999999)).statusCode).toBe(400);
    expect((await save(null)).json().profile.place).toBeNull();
  });

  it('finds people within the radius of a place or a point, nearest first, with the distance on each card', async () => {
    const nearby = await completeProfile(t.app, t.config, {
      name: 'Gopal Plumber',
      userType: 'Labourer',
      skills: 'Plumber',
      location: 'Jaipur',
    });
    const farther = await completeProfile(t.app, t.config, {
      name: 'Suresh Plumber',
      userType: 'Labourer',
      skills: 'Plumber',
      location: 'Chaksu, Rajasthan',
    });
    const elsewhere = await completeProfile(t.app, t.config, {
      name: 'Vijay Plumber',
      userType: 'Labourer',
      skills: 'Plumber',
      location: 'Pune',
    });
    const search = async (query: string) => {
      const response = await asPerson(t.app, searcher.token).get(`/api/search/profiles?${query}`);
      expect(response.statusCode).toBe(200);
      return searchResponseSchema.parse(response.json()).profiles;
    };
    const within50 = await search(`q=plumber&near=${JAIPUR}&radiusKm=50`);
    expect(within50.map((card) => card.id)).toEqual([nearby.userId, farther.userId]);
    expect(within50[0]?.distanceKm).toBe(0);
    expect(within50[1]?.distanceKm).toBeGreaterThan(25);
    expect(within50[1]?.distanceKm).toBeLessThan(40);
    const within10 = await search(`q=plumber&near=26.92,75.79&radiusKm=10`);
    expect(within10.map((card) => card.id)).toEqual([nearby.userId]);
    // Without near, a place named in the words is the near (default radius): Pune's plumber is not in Jaipur.
    const named = await search('q=plumber%20jaipur');
    expect(named.map((card) => card.id)).toContain(nearby.userId);
    expect(named.map((card) => card.id)).not.toContain(elsewhere.userId);
    expect(named[0]?.distanceKm).toBeDefined();
    // The spec's search has no distance: it keeps its shape.
    const spec = await asPerson(t.app, searcher.token).post('/api/users/protected/search-profiles?query=plumber', {
      id: searcher.userId,
    });
    expect(spec.json().profiles[0]).not.toHaveProperty('distanceKm');
  });

  it('puts the people free today first, near a place or not, pages across them, and follows a change of trade', async () => {
    const inTown = await completeProfile(t.app, t.config, {
      name: 'Kamal Welder',
      userType: 'Labourer',
      skills: 'Welder',
      location: 'Jaipur',
    });
    const outOfTown = await completeProfile(t.app, t.config, {
      name: 'Bhanu Welder',
      userType: 'Labourer',
      skills: 'Welder',
      location: 'Chaksu, Rajasthan',
    });
    const welders = async (query = '') => {
      const response = await asPerson(t.app, searcher.token).get(
        `/api/search/profiles?q=welder&near=${JAIPUR}&radiusKm=50${query}`,
      );
      expect(response.statusCode).toBe(200);
      return searchResponseSchema.parse(response.json());
    };
    expect((await welders()).profiles.map((card) => card.id)).toEqual([inTown.userId, outOfTown.userId]);

    const marked = await asPerson(t.app, outOfTown.token).put('/api/me/availability', { day: 'today' });
    expect(marked.statusCode, marked.body).toBe(200);
    const freeFirst = await welders();
    expect(freeFirst.profiles.map((card) => [card.id, card.freeToday])).toEqual([
      [outOfTown.userId, true],
      [inTown.userId, false],
    ]);
    const first = await welders('&limit=1');
    expect(first.profiles.map((card) => card.id)).toEqual([outOfTown.userId]);
    const second = await welders(`&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.profiles.map((card) => card.id)).toEqual([inTown.userId]);
    expect(second.nextCursor).toBeNull();
    // Without a place too: the free worker leads the welders (other tests' too), and paging goes on to the rest.
    const everywhere = async (query = '') => {
      const response = await asPerson(t.app, searcher.token).get(`/api/search/profiles?q=welder${query}`);
      return searchResponseSchema.parse(response.json());
    };
    const firstAnywhere = await everywhere('&limit=1');
    expect(firstAnywhere.profiles.map((card) => [card.id, card.freeToday])).toEqual([[outOfTown.userId, true]]);
    const restAnywhere = await everywhere(`&limit=5&cursor=${encodeURIComponent(firstAnywhere.nextCursor ?? '')}`);
    const restIds = restAnywhere.profiles.map((card) => card.id);
    expect(restIds).toContain(inTown.userId);
    expect(restIds).not.toContain(outOfTown.userId);

    const retrained = await asPerson(t.app, inTown.token).post('/api/users/protected/update-profile', {
      id: inTown.userId,
      name: 'Kamal Welder',
      skills: 'Plumber',
    });
    expect(retrained.statusCode, retrained.body).toBe(200);
    expect((await welders()).profiles.map((card) => card.id)).toEqual([outOfTown.userId]);
  });

  it('lists everyone near a point with nothing typed: the free first, then nearest first, page after page', async () => {
    // Around a point in the Thar, away from everyone else the tests make: people about 1, 3, 8 and 20 km north of
    // it (the search reads outwards in rings of 2, 5 and 12 km), and one about 11 km north who is free today.
    const centre = { lat: 27.5, lon: 71.5 };
    const at = async (name: string, kmNorth: number) => {
      const person = await completeProfile(t.app, t.config, { name, userType: 'Labourer', skills: 'Helper' });
      const placed = await asPerson(t.app, person.token).put('/api/me/position', {
        lat: centre.lat + kmNorth / 111.2,
        lon: centre.lon,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return person;
    };
    const first = await at('Tharu One', 1);
    const second = await at('Tharu Two', 3.4);
    const third = await at('Tharu Three', 7.9);
    const fourth = await at('Tharu Four', 20);
    const free = await at('Tharu Free', 11);
    const marked = await asPerson(t.app, free.token).put('/api/me/availability', { day: 'today' });
    expect(marked.statusCode, marked.body).toBe(200);

    const page = async (query: string, radiusKm = 25) => {
      const response = await asPerson(t.app, searcher.token).get(
        `/api/search/profiles?near=${centre.lat},${centre.lon}&radiusKm=${radiusKm}${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return searchResponseSchema.parse(response.json());
    };
    const all = await page('');
    expect(all.profiles.map((card) => card.id)).toEqual(
      [free, first, second, third, fourth].map((person) => person.userId),
    );
    // Positions are kept to about 1 km; each card says how far, and after the free one they only grow.
    const distances = all.profiles.map((card) => card.distanceKm ?? Number.NaN);
    expect(distances[0]).toBeGreaterThan(10);
    expect(distances.slice(1)).toEqual([...distances.slice(1)].sort((a, b) => a - b));
    expect(distances[4]).toBeGreaterThan(19);
    // Two at a time, the pages go on across the rings and end with the last person.
    const pageByPage = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = '';
      for (let pages = 0; cursor !== null && pages < 5; pages += 1) {
        const next = await page(`${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...next.profiles.map((card) => card.id));
        cursor = next.nextCursor;
      }
      return seen;
    };
    expect(await pageByPage('')).toEqual(all.profiles.map((card) => card.id));
    expect((await page('', 5)).profiles.map((card) => card.id)).toEqual([first.userId, second.userId]);
    // A trade near the point reads its own lane of the map in the same rings: the same people in the same order.
    expect((await page('&q=helper')).profiles.map((card) => card.id)).toEqual(all.profiles.map((card) => card.id));
    expect(await pageByPage('&q=helper')).toEqual(all.profiles.map((card) => card.id));
    expect((await page('&q=helper', 5)).profiles.map((card) => card.id)).toEqual([first.userId, second.userId]);
  });

  it('finds a name near a place, in the grid cells the circle touches, and nobody outside it', async () => {
    const inJaipur = await completeProfile(t.app, t.config, {
      name: 'Zorawar Jaipuria',
      userType: 'Labourer',
      skills: 'Helper',
      location: 'Jaipur',
    });
    const inPune = await completeProfile(t.app, t.config, {
      name: 'Zorawar Punekar',
      userType: 'Labourer',
      skills: 'Helper',
      location: 'Pune',
    });
    const found = async (query: string) => {
      const response = await asPerson(t.app, searcher.token).get(`/api/search/profiles?q=zorawar&${query}`);
      expect(response.statusCode).toBe(200);
      return searchResponseSchema.parse(response.json()).profiles.map((card) => card.id);
    };
    expect(await found(`near=${JAIPUR}`)).toEqual([inJaipur.userId]);
    // 22 km from Jaipur's centre, in the next cell of the half-degree grid: the circle reaches back into Jaipur's.
    expect(await found('near=27.0,76.0&radiusKm=50')).toEqual([inJaipur.userId]);
    expect(await found('near=27.0,76.0&radiusKm=10')).toEqual([]);
    expect(await found(`near=${JAIPUR}&radiusKm=200`)).toEqual([inJaipur.userId]);
    expect(await found('')).toEqual(expect.arrayContaining([inJaipur.userId, inPune.userId]));
  });

  it('measures distances from a position the person shared, kept across saves, until they go back to their place', async () => {
    const carpenter = await completeProfile(t.app, t.config, {
      name: 'Dinesh Carpenter',
      userType: 'Labourer',
      skills: 'Carpenter',
      location: 'Jaipur',
    });
    const me = asPerson(t.app, carpenter.token);
    const foundNear = async (near: string) => {
      const response = await asPerson(t.app, searcher.token).get(
        `/api/search/profiles?q=carpenter&near=${near}&radiusKm=3`,
      );
      return searchResponseSchema
        .parse(response.json())
        .profiles.map((card) => card.id)
        .includes(carpenter.userId);
    };
    const ownProfile = async () =>
      (await me.post('/api/users/protected/get-profile', { id: carpenter.userId })).json().profile;
    // Chaksu, about 40 km south of Jaipur's centre.
    expect(await foundNear('26.6,75.94')).toBe(false);
    expect(await foundNear(String(JAIPUR))).toBe(true);
    expect(await ownProfile()).not.toHaveProperty('ownPosition');

    const shared = await me.put('/api/me/position', { lat: 26.60491, lon: 75.94288 });
    expect(shared.json()).toEqual({ ownPosition: { lat: 26.6, lon: 75.94 } });
    expect(await foundNear('26.6,75.94')).toBe(true);
    expect(await foundNear(String(JAIPUR))).toBe(false);
    // A save from the spec's form (which knows nothing of positions) keeps it.
    const saved = await me.post('/api/users/protected/update-profile', {
      id: carpenter.userId,
      name: 'Dinesh Carpenter',
      location: 'Jaipur, Rajasthan',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await foundNear('26.6,75.94')).toBe(true);
    expect((await ownProfile()).ownPosition).toEqual({ lat: 26.6, lon: 75.94 });
    expect((await me.put('/api/me/position', { lat: 51.5, lon: -0.12 })).statusCode).toBe(400);

    const back = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/position',
      headers: { authorization: `Bearer ${carpenter.token}` },
    });
    expect(back.json()).toEqual({ ownPosition: null });
    expect(await foundNear('26.6,75.94')).toBe(false);
    expect(await foundNear(String(JAIPUR))).toBe(true);
    expect(await ownProfile()).not.toHaveProperty('ownPosition');
  });

  it('refuses a near outside India or that is not a place or a point', async () => {
    for (const near of ['51.5,-0.12', 'jaipur', '1,2,3']) {
      const response = await asPerson(t.app, searcher.token).get(`/api/search/profiles?q=plumber&near=${near}`);
      expect(response.statusCode).toBe(400);
    }
    const unknownPlace = await asPerson(t.app, searcher.token).get('/api/search/profiles?q=plumber&near=999999999');
    expect(unknownPlace.statusCode).toBe(400);
  });
});
