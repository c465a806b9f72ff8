// The gazetteer migration is exactly what the GeoNames packages give: nobody typed or edited a coordinate.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PlacesScript {
  placesMigrationSql: () => string;
  placesMigrationFile: URL;
}

describe('the places migration', () => {
  it('equals what apps/server/scripts/build-places.mjs makes from the packages', async () => {
    const script = (await import(new URL('../scripts/build-places.mjs', import.meta.url).href)) as PlacesScript;
    const generated = script.placesMigrationSql();
    expect(readFileSync(script.placesMigrationFile, 'utf8')).toBe(generated);
    // And the packages still give the places people name most, with their names in other scripts.
    expect(generated).toMatch(/\(1269515,'Jaipur','Rajasthan','Jaipur',26\.91962,75\.78781,\d+,ARRAY\['jaipur','जयपुर'/);
    expect(generated.match(/^\(\d+,/gm)?.length).toBeGreaterThan(3000);
  });
});
