// The gazetteer's rules: suggestions for the place picker, and matching the free text people type (or the
// spec's clients send as `location`) to a place: "Jaipur, Rajasthan", "jaipur", "जयपुर", "Andheri, Mumbai".
import { normalizeTerm, placesMessages, type Language, type Place } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { nameInLanguage } from './name-in-language.js';
import * as repository from './places.repository.js';

export function placeAnswer(row: repository.PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    ...(row.local_name ? { localName: row.local_name } : {}),
    state: row.state,
    district: row.district,
    lat: row.lat,
    lon: row.lon,
  };
}

/**
 * Places whose name begins with what was typed. Each carries as `localName` the Devanagari or Tamil name that
 * matched what was typed, else its name in the reader's `language` where the gazetteer has one.
 */
export async function suggestPlaces(db: Executor, typed: string, limit: number, language?: Language): Promise<Place[]> {
  const prefix = normalizeTerm(typed);
  if (prefix === '') return [];
  const rows = await repository.placesStartingWith(db, prefix, limit);
  return rows.map(({ local_names: localNames, ...row }) =>
    placeAnswer({ ...row, local_name: row.local_name ?? nameInLanguage(localNames, row.name, language) ?? null }),
  );
}

export function findPlace(db: Executor, id: number): Promise<repository.PlaceRow | undefined> {
  return repository.placeById(db, id);
}

export async function getPlace(db: Executor, id: number): Promise<Place> {
  const row = await repository.placeById(db, id);
  if (!row) throw new AppError('NOT_FOUND', placesMessages.placeNotFound);
  return placeAnswer(row);
}

/** The parts of a typed location, most specific first: "Andheri West, Mumbai, MH" → andheri west, mumbai, mh. */
function locationParts(texts: string[]): string[] {
  return texts
    .flatMap((text) => text.split(/[,;/|\n]+/))
    .map(normalizeTerm)
    .filter((part) => part.length >= 2 && !/^\d+$/.test(part));
}

/**
 * The place a typed location names, or undefined. Each comma-separated part is tried in turn (the city field
 * first); where several places share the name, the one in a state the text names wins, else the biggest.
 */
export async function matchLocation(
  db: Executor,
  typed: { city?: string; location?: string; state?: string },
): Promise<repository.PlaceRow | undefined> {
  const parts = locationParts([typed.city ?? '', typed.location ?? '']);
  const mentioned = new Set([...parts, ...locationParts([typed.state ?? ''])]);
  for (const part of parts.slice(0, 6)) {
    const candidates = await repository.placesNamed(db, part, true);
    if (candidates.length === 0) continue;
    return candidates.find((place) => mentioned.has(normalizeTerm(place.state))) ?? candidates[0];
  }
  return undefined;
}

// Search reads a place out of a query only for towns this big, by their own names: smaller places and other
// spellings share names with people and words ("Nagar", "Krishna", "Salon").
export const SEARCH_PLACE_MIN_POPULATION = 50_000;

/**
 * The place a search's words name, if any ("painter jaipur", "new delhi plumber"), and the words left over.
 * Two-word names win over one-word names; among equals, the last words typed (people name the trade first).
 * Never the only word: "jaipur" alone still finds people with Jaipur in their profile text.
 */
export async function placeNamedIn(
  db: Executor,
  words: string[],
): Promise<{ place: repository.PlaceRow; rest: string[] } | undefined> {
  const spans: { start: number; length: number; name: string }[] = [];
  for (let length = 2; length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      spans.push({ start, length, name: words.slice(start, start + length).join(' ') });
    }
  }
  const found = await repository.placesNamedAnyOf(
    db,
    [...new Set(spans.map((span) => span.name))],
    SEARCH_PLACE_MIN_POPULATION,
  );
  for (const span of spans) {
    const place = found.find((candidate) => candidate.names.includes(span.name));
    if (place) return { place, rest: [...words.slice(0, span.start), ...words.slice(span.start + span.length)] };
  }
  return undefined;
}

/**
 * The place a profile is at after a save: the one picked (`null` clears it), else the stored one while the
 * typed city and location are unchanged, else what they match now. A picked id that is not a place is a 400.
 */
export async function placeOfProfile(
  db: Executor,
  input: {
    picked: number | null | undefined;
    typed: { city: string; location: string; state: string };
    stored: { placeId: number | null; city: string; location: string } | undefined;
  },
): Promise<repository.PlaceRow | undefined> {
  const { picked, typed, stored } = input;
  if (picked === null) return undefined;
  if (picked !== undefined) {
    const place = await repository.placeById(db, picked);
    if (!place) throw new AppError('VALIDATION_FAILED', placesMessages.placeNotFound);
    return place;
  }
  if (stored?.placeId && stored.city === typed.city && stored.location === typed.location) {
    return repository.placeById(db, stored.placeId);
  }
  return matchLocation(db, typed);
}

/** The place a point is in or near (within 25 km), to name a job or a person's own position. */
export function placeNear(db: Executor, point: { lat: number; lon: number }) {
  return repository.nearestPlace(db, point.lat, point.lon, 25_000);
}
