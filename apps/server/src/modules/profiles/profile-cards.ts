// How a stored profile reads on screen: its place, its picture, and the card shown in lists.
import { badgesOf, DEFAULT_AVATAR_URL, skillTradesOf, type ProfileCard } from '@kaamsetu/contract';
import type { MediaStorage } from '../../adapters/storage/media-storage.js';
import { ratingFrom } from '../../lib/rating.js';
import type { CardRow } from './profiles.repository.js';

export type { CardRow };

export function placeOf(row: { location: string; city: string; state: string }): string {
  return row.location || [row.city, row.state].filter(Boolean).join(', ');
}

export function imageUrl(storage: MediaStorage, key: string | null | undefined): string {
  return key ? storage.urlFor(key) : DEFAULT_AVATAR_URL;
}

/** A card as lists show it; with `today` (India date), whether the person said they are free today. */
export function card(
  storage: MediaStorage,
  row: CardRow & { distance_m?: number | undefined },
  today?: string,
): ProfileCard {
  const skills = row.skills.join(', ');
  return {
    id: row.id,
    name: row.name,
    skills,
    // Computed from the vocabulary at each answer, so a new alias names old skills too.
    skillTrades: skillTradesOf(skills),
    location: placeOf(row),
    userType: row.role,
    profileImage: imageUrl(storage, row.thumbnail_key),
    callTimeStart: row.call_time_start,
    callTimeEnd: row.call_time_end,
    rating: ratingFrom(row.rating_count, row.rating_sum),
    badges: badgesOf({ granted: row.verified_badges, isDemo: row.is_demo }),
    ...(row.distance_m === undefined ? {} : { distanceKm: Math.round(row.distance_m / 100) / 10 }),
    ...(today === undefined ? {} : { freeToday: row.available_on === today }),
    // Sample people are marked on every card; real people's cards carry no such field.
    ...(row.is_demo ? { sample: true } : {}),
  };
}
