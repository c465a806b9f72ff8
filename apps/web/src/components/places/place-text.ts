// How a gazetteer place reads: in a list of choices, on the own profile, and in the location text a pick fills.
import type { Place } from '@kaamsetu/contract';

/** "Jaipur, Rajasthan": what a pick writes into a location box (the server matches it back to the same place). */
export function placeFieldText(place: Place): string {
  return `${place.name}, ${place.state}`;
}

/** "District, State", the district left out where it is the town's own name ("Jaipur, Jaipur"). */
export function placeRegion(place: Place): string {
  const district = place.district.trim();
  return district && district !== place.name ? `${district}, ${place.state}` : place.state;
}

/** "Sanganer, Jaipur, Rajasthan": the place whole, to tell places of the same name apart. */
export function placeLabel(place: Place): string {
  return `${place.name}, ${placeRegion(place)}`;
}
