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
  return sql`${sql.raw(`${alias}.trade_key`)} = ${trade}
    and ${sql.raw(`${alias}.lane_position`)} <@ trade_lane_box(${trade}, ${circle.lat}::float8, ${circle.lon}::float8, ${circle.radiusMeters}::float8)
    and ${metresFrom(circle, alias)} <= ${circle.radiusMeters}`;
}
