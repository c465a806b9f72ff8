// Points and distances on the earth in core PostgreSQL (docs/decisions/021): a `point(lon, lat)` column with a
// GiST index finds what lies in the box around a circle (`box_around`), and the haversine distance
// (`great_circle_m`, both from migration 0012) trims the box to the circle and orders what is left.
import { sql, type SQL } from 'drizzle-orm';

export interface Circle {
  lat: number;
  lon: number;
  radiusMeters: number;
}

/** The value to store in a `position` column for these coordinates. */
export function mapPointAt(lat: number, lon: number): SQL {
  return sql`point(${lon}::float8, ${lat}::float8)`;
}

/** Metres between two points given as SQL (columns or parameters). */
export function metresBetween(from: { lat: SQL; lon: SQL }, to: { lat: SQL; lon: SQL }): SQL {
  return sql`great_circle_m(${from.lat}, ${from.lon}, ${to.lat}, ${to.lon})`;
}

/** Metres from a circle's centre to a row's coordinates (`alias.lat`, `alias.lon`). */
export function metresFrom(circle: Circle, alias: string): SQL {
  return metresBetween(
    { lat: sql`${circle.lat}::float8`, lon: sql`${circle.lon}::float8` },
    { lat: sql.raw(`${alias}.lat`), lon: sql.raw(`${alias}.lon`) },
  );
}

/** A row (`alias`, with `position`, `lat` and `lon`) inside the circle: the box through the index, then the circle. */
export function insideCircle(circle: Circle, alias: string): SQL {
  return sql`${sql.raw(`${alias}.position`)} <@ box_around(${circle.lat}::float8, ${circle.lon}::float8, ${circle.radiusMeters}::float8)
    and ${metresFrom(circle, alias)} <= ${circle.radiusMeters}`;
}

/**
 * A trade_positions row (`alias`) of this trade inside the circle: the box in the trade's lane of the map through
 * trade_positions_lane_idx (docs/decisions/024), then the circle.
 */
export function tradeInsideCircle(trade: string, circle: Circle, alias: string): SQL {
  return sql`${tradeInsideBox(trade, circle, alias)} and ${metresFrom(circle, alias)} <= ${circle.radiusMeters}`;
}

/** The same, the box only: for a query that measures each row's distance once and trims by it itself. */
export function tradeInsideBox(trade: string, circle: Circle, alias: string): SQL {
  return sql`${sql.raw(`${alias}.trade_key`)} = ${trade}
    and ${sql.raw(`${alias}.lane_position`)} <@ trade_lane_box(${trade}, ${circle.lat}::float8, ${circle.lon}::float8, ${circle.radiusMeters}::float8)`;
}

/** Cells of the grid search's word index files words under (migration 0020): half a degree each way. */
const CELLS_PER_DEGREE = 2;
const EARTH_RADIUS_M = 6371008.8;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The grid cells that the box around a circle touches (as box_around draws it), named as words_in_cell names them
 * ("<lat cell>:<lon cell>").
 */
export function cellsAround(circle: Circle): string[] {
  const dLat = degrees(circle.radiusMeters / EARTH_RADIUS_M);
  const dLon = dLat / Math.cos((Math.min(Math.abs(circle.lat) + dLat, 89) * Math.PI) / 180);
  const cell = (value: number) => Math.floor(value * CELLS_PER_DEGREE);
  const cells: string[] = [];
  for (let lat = cell(circle.lat - dLat); lat <= cell(circle.lat + dLat); lat += 1) {
    for (let lon = cell(circle.lon - dLon); lon <= cell(circle.lon + dLon); lon += 1) cells.push(`${lat}:${lon}`);
  }
  return cells;
}

/**
 * Profiles (`alias`) having any of these search words and living in a cell the circle touches, through the word
 * and cell index (profiles_words_in_cell_idx): a word near a place reads only that place's people with it.
 */
export function wordsInCells(words: readonly string[], circle: Circle, alias: string): SQL {
  const tokens = words.flatMap((word) => cellsAround(circle).map((cell) => `${word}@${cell}`));
  return sql`words_in_cell(${sql.raw(`${alias}.search_words`)}, ${sql.raw(`${alias}.lat`)}, ${sql.raw(`${alias}.lon`)})
    && ${sql`array[${sql.join(
      tokens.map((token) => sql`${token}`),
      sql`, `,
    )}]::text[]`}`;
}

/** How many word-and-cell tokens one search may look up before reading the box is the better way. */
export const MAX_WORD_CELL_TOKENS = 400;

export function wordCellTokenCount(words: readonly string[], circle: Circle): number {
  return words.length * cellsAround(circle).length;
}
