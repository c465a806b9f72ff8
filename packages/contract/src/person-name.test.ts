// Names as shown: the spec's client's lower-cased Latin names in title case, every other name as typed.
import { describe, expect, it } from 'vitest';
import { personName } from './person-name.js';

describe('personName', () => {
  it.each([
    ['ramesh kumar', 'Ramesh Kumar'],
    ['sunita', 'Sunita'],
    ['  asha   devi ', '  Asha   Devi '],
    ['mary-jane', 'Mary-Jane'],
    ["d'souza", "D'Souza"],
    ['a.k. sharma', 'A.K. Sharma'],
    ['josé gómez', 'José Gómez'],
    ['émile', 'Émile'],
    ['ramesh 2', 'Ramesh 2'],
  ])('shows the lower-case Latin name %j as %j', (stored, shown) => {
    expect(personName(stored)).toBe(shown);
  });

  it.each([
    'Ramesh Kumar',
    'ramesh Kumar',
    'McDonald',
    'de Souza Pinto Ramesh',
    'RAMESH',
    'रमेश कुमार',
    'सुनीता devi',
    'முருகன்',
    'முருகன் k',
    'राम',
    '',
    '   ',
    '42',
  ])('leaves %j as typed', (name) => {
    // A capital anywhere means it was typed that way; other scripts have no case to fix.
    expect(personName(name)).toBe(name);
  });

  it('leaves a Devanagari name with a combining mark (matra, virama) untouched', () => {
    expect(personName('क्षितिज')).toBe('क्षितिज');
  });
});
