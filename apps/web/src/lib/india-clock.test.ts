import { describe, expect, it } from 'vitest';
import { minutesInIndia, yearInIndia } from './india-clock';

/** What the browser's own time-zone data says, for comparison. */
function intlIndia(at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), minutes: part('hour') * 60 + part('minute') };
}

describe("India's clock", () => {
  it.each([
    '2026-12-31T18:29:00Z', // 23:59 on 31 December in India
    '2026-12-31T18:30:00Z', // midnight: already the new year in India, not yet in UTC
    '2026-06-15T00:00:00Z',
    '2026-03-29T01:30:00Z', // Europe's clocks change this night; India's do not
    '2026-11-27T20:45:00Z',
  ])('reads %s as the Asia/Kolkata time zone does', (iso) => {
    const at = new Date(iso);
    expect({ year: yearInIndia(at), minutes: minutesInIndia(at) }).toEqual(intlIndia(at));
  });

  it('turns the year at midnight in India', () => {
    expect(yearInIndia(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(yearInIndia(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
});
