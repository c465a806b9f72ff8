// How a gazetteer place reads: in a list of choices, on the own profile, and in the location text a pick fills.
import type { Place } from '@kaamsetu/contract';
import type { Translate } from '../../i18n/i18n';

/** "Jaipur, Rajasthan": what a pick writes into a location box (the server matches it back to the same place). */
export function placeFieldText(place: Place): string {
  return `${place.name}, ${place.state}`;
}

/**
 * The state or union territory in the reader's language, keyed by the gazetteer's English name in the places
 * catalogue (`t` reads that namespace); the gazetteer's own name where the catalogue has none.
 */
export function stateName(state: string, t: Translate): string {
  const key = `states.${state}`;
  const text = t(key);
  return text === key ? state : text;
}

/** "District, State", the district left out where it is the town's own name ("Jaipur, Jaipur"). */
export function placeRegion(place: Place, t: Translate): string {
  const district = place.district.trim();
  const state = stateName(place.state, t);
  return district && district !== place.name ? `${district}, ${state}` : state;
}

/** "Sanganer, Jaipur, Rajasthan": the place whole, to tell places of the same name apart. */
export function placeLabel(place: Place, t: Translate): string {
  return `${place.name}, ${placeRegion(place, t)}`;
}
