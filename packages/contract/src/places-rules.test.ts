// The `near` check without zod (Home's near search and the jobs feed read the address with it) and the server's
// nearParamSchema must agree on every `near`, or the page would send one the server refuses.
import { describe, expect, it } from 'vitest';
import { nearOf } from './places-rules.js';
import { nearParamSchema } from './places.js';

const nears = [
  '1269515',
  ' 1269515 ',
  '12345678901',
  '0',
  '26.92,75.79',
  '26.92, 75.79',
  ' 26.924,75.786 ',
  '26.925,75.785',
  '6,68',
  '37.5,97.5',
  '5.99,75',
  '37.51,75',
  '26.92,67.99',
  '26.92,97.51',
  '-26.92,75.79',
  '26.92,-75.79',
  '123.4,75.79',
  '26.92',
  '26.92,',
  ',75.79',
  '26.92;75.79',
  'jaipur',
  '',
  '   ',
  `26.9200000000000000000000000000000000,75.79`,
  `${' '.repeat(50)}26.92,75.79`,
  '1e1,75',
];

describe('nearOf agrees with nearParamSchema', () => {
  it.each(nears)('near %j', (near) => {
    const parsed = nearParamSchema.safeParse(near);
    expect(nearOf(near)).toEqual(parsed.success ? parsed.data : null);
  });

  it('reads a place id and a rounded position', () => {
    expect(nearOf('1269515')).toEqual({ placeId: 1269515 });
    expect(nearOf(' 26.924,75.786 ')).toEqual({ lat: 26.92, lon: 75.79 });
    expect(nearOf('51.5,-0.12')).toBeNull();
  });
});
