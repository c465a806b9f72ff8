// Every shape of a search's one statement (decision 034) is rendered in one pass by preparedRows (renderPlain),
// never left to drizzle, with drizzle's own text and values.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../db/prepared-statements.js';
import { searchPageStatement, searchTierParts, type SearchMatch } from './profiles.repository.js';

const dialect = new PgDialect();
const painter: SearchMatch = { every: true, terms: [{ trades: ['painter'] }] };
const words: SearchMatch = { every: true, terms: [{ words: ['kumar'] }, { words: ['sharma', 'sarma'] }] };
const someWords: SearchMatch = { ...words, every: false };
const jaipur = { lat: 26.91962, lon: 75.78781, radiusMeters: 25_000 };
const tier = { exclude: [], filters: {}, after: undefined, limit: 21, common: true, today: '2026-11-27', tier: 0 };

const shapes: [string, SQL[], boolean][] = [
  ['a common trade', searchTierParts({ ...tier, match: painter, nextPart: 0 }), false],
  [
    'two tiers of rare words, the second without the first, after a cursor',
    [
      ...searchTierParts({ ...tier, match: words, common: false, nextPart: 0 }),
      ...searchTierParts({
        ...tier,
        match: someWords,
        exclude: [words],
        common: false,
        after: { score: 3.2, id: '0b7f3c1e-59c4-4f0e-9a51-3c1ad0e3b2a1', free: false },
        tier: 1,
        nextPart: 2,
      }),
    ],
    false,
  ],
  [
    'every filter',
    searchTierParts({
      ...tier,
      match: painter,
      filters: { type: 'Labourer', verified: true, location: 'jai%pur', skillText: 'rang' },
      nextPart: 0,
    }),
    false,
  ],
  [
    'a skill filter naming a trade',
    searchTierParts({ ...tier, match: words, filters: { skillTradeKey: 'mason' }, nextPart: 0 }),
    false,
  ],
  ['a trade near a place, in rings', searchTierParts({ ...tier, match: painter, near: jaipur, nextPart: 0 }), true],
  [
    'a trade near a place, of Labourers only',
    searchTierParts({ ...tier, match: painter, near: jaipur, filters: { type: 'Labourer' }, nextPart: 0 }),
    true,
  ],
  [
    'a trade near a place after a cursor',
    searchTierParts({
      ...tier,
      match: painter,
      near: jaipur,
      after: { score: 6_100, id: '0b7f3c1e-59c4-4f0e-9a51-3c1ad0e3b2a1', free: false },
      nextPart: 0,
    }),
    true,
  ],
  ['words near a place', searchTierParts({ ...tier, match: words, near: jaipur, nextPart: 0 }), true],
  ['everyone near a point', searchTierParts({ ...tier, match: undefined, near: jaipur, nextPart: 0 }), true],
];

describe('a search statement', () => {
  it.each(shapes)('for %s is rendered in one pass as drizzle renders it', (_name, parts, near) => {
    const statement = searchPageStatement(parts, { near, limit: 21 });
    const { sql: text, params } = dialect.sqlToQuery(statement);
    expect(renderPlain(statement)).toEqual({ text, values: params });
  });
});
