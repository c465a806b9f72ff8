// SQL for the gazetteer: suggestions by the start of a name, places by an exact name, and one place by id.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql-arrays.js';
import { prefixPattern } from '../../lib/like-patterns.js';

export interface PlaceRow {
  id: number;
  name: string;
  state: string;
  district: string;
  lat: number;
  lon: number;
  population: number;
  /** The Devanagari or Tamil name that matched what was typed, if one did. */
  local_name: string | null;
}

const placeColumns = sql`id, name, state, district, lat, lon, population`;

/**
 * Places one of whose names (or other spellings) begins with `typed` (already normalised), biggest first, with
 * all their Devanagari and Tamil names for the caller to pick the reader's from. A few
 * thousand rows: a scan of the arrays costs a few milliseconds, and answers are cached by the caller.
 */
export async function placesStartingWith(
  db: Executor,
  typed: string,
  limit: number,
): Promise<(PlaceRow & { local_names: string[] })[]> {
  const pattern = prefixPattern(typed);
  return queryRows<PlaceRow & { local_names: string[] }>(
    db,
    sql`select ${placeColumns}, local_names,
          (select n from unnest(local_names) n where lower(n) like ${pattern} limit 1) as local_name
        from places
        where exists (select 1 from unnest(names || aliases) n where n like ${pattern})
        order by population desc, id
        limit ${limit}`,
  );
}

/** Places called exactly `name` (normalised), by their own names or, with `aliases`, other spellings too. */
export async function placesNamed(db: Executor, name: string, withAliases: boolean): Promise<PlaceRow[]> {
  const named = sql`names @> array[${name}]::text[]`;
  return queryRows<PlaceRow>(
    db,
    sql`select ${placeColumns}, null as local_name from places
        where ${withAliases ? sql`(${named} or aliases @> array[${name}]::text[])` : named}
        order by population desc, id
        limit 20`,
  );
}

export async function placeById(db: Executor, id: number): Promise<PlaceRow | undefined> {
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${placeColumns}, null as local_name from places where id = ${id}`,
  );
  return row;
}

/** Places at least `minPopulation` strong called by their own names (not other spellings) any of `names`. */
export async function placesNamedAnyOf(
  db: Executor,
  names: string[],
  minPopulation: number,
): Promise<(PlaceRow & { names: string[] })[]> {
  if (names.length === 0) return [];
  return queryRows<PlaceRow & { names: string[] }>(
    db,
    sql`select ${placeColumns}, names, null as local_name from places
        where names && ${textArray(names)} and population >= ${minPopulation}
        order by population desc, id`,
  );
}

/** The gazetteer place nearest a point, within `withinMeters`. A few thousand rows: one pass over them. */
export async function nearestPlace(db: Executor, lat: number, lon: number, withinMeters: number) {
  const [row] = await queryRows<PlaceRow & { distance_m: number }>(
    db,
    sql`select ${placeColumns}, null as local_name,
          great_circle_m(${lat}::float8, ${lon}::float8, lat, lon) as distance_m
        from places
        where point(lon, lat) <@ box_around(${lat}::float8, ${lon}::float8, ${withinMeters}::float8)
        order by distance_m, id
        limit 1`,
  );
  return row && row.distance_m <= withinMeters ? row : undefined;
}
