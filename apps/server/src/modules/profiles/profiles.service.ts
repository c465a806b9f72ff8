// Profiles: reading and saving one's own, showing others' without their number, finding people, and
// Today's Top Performers. Identity comes from the token; the body's `id` must be the caller's own.
import { randomUUID } from 'node:crypto';
import {
  badgesOf,
  SEARCH_PAGE_SIZE,
  normalizeIndianMobile,
  profileMessages,
  skillTradesOf,
  tradeKeyFor,
  trades,
  type OwnProfile,
  type PublicProfile,
  type UserType,
} from '@kaamsetu/contract';
import type { z } from 'zod';
import type { OwnPosition, profileFieldsSchema } from '@kaamsetu/contract';
import type { Executor, Tx } from '../../db/client.js';
import type { MediaStorage } from '../../adapters/storage/media-storage.js';
import { AppError } from '../../lib/errors.js';
import { addDays, indiaDate } from '../../lib/india-time.js';
import { ratingFrom } from '../../lib/rating.js';
import { processPhoto, PhotoError } from '../media/photo-processing.js';
import { placeAnswer, placeOfProfile } from '../places/places.service.js';
import { card, imageUrl, placeOf } from './profile-cards.js';
import { remembered, searchProfiles, type SearchInput } from './profile-search.js';
import { profileSearchWords } from './profile-search-text.js';
import * as repository from './profiles.repository.js';
import type { ProfileRow } from './profiles.repository.js';
import type { ProfilesContext } from './profiles-context.js';

export interface Caller {
  id: string;
  role: UserType;
  phone: string;
}

export type ProfileFields = z.output<typeof profileFieldsSchema>;

const TOP_PERFORMERS_SHOWN = 12;
// At least this many of them are the day's fair showing (decision 017), whatever the best-rated do.
const TOP_PERFORMERS_FAIR_SHOWING = 4;

function splitSkills(text: string | undefined): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const skill = raw.replace(/\s+/g, ' ').trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill.slice(0, 60));
    }
  }
  return skills.slice(0, 20);
}

/**
 * The day a worker marked themselves free on, while that day has not passed (`today` is the India date by the
 * server's clock); null otherwise. Their own profile and the staff person record both read it this way.
 */
export function upcomingFreeDay(availableOn: string | null | undefined, today: string): string | null {
  return availableOn && availableOn >= today ? availableOn : null;
}

/**
 * A profile as its owner sees it. With `today` (the India date; only the owner's own answers pass it) a worker's
 * profile also says which day they marked themselves free, while that day has not passed.
 */
export function ownProfile(storage: MediaStorage, row: ProfileRow, today?: string): OwnProfile {
  const p = row.profile;
  const freeOn = today === undefined ? null : upcomingFreeDay(p?.availableOn, today);
  const image = imageUrl(storage, p?.photoKey);
  const skills = (p?.skills ?? []).join(', ');
  return {
    id: row.id,
    name: row.name,
    userType: row.role,
    location: p ? placeOf(p) : '',
    city: p?.city ?? '',
    state: p?.state ?? '',
    pincode: p?.pincode ?? '',
    skills,
    // Computed from the vocabulary at each answer, so a new alias names old skills too.
    skillTrades: skillTradesOf(skills),
    workExperience: p?.workExperience ?? '',
    contactNumber: row.phone,
    email: p?.email ?? '',
    companyName: p?.companyName ?? '',
    businessType: p?.businessType ?? '',
    callTimeStart: p?.callTimeStart ?? '',
    callTimeEnd: p?.callTimeEnd ?? '',
    imageUrl: image,
    profileImage: image,
    ...(p?.photoKey && p.thumbnailKey ? { thumbnailUrl: storage.urlFor(p.thumbnailKey) } : {}),
    hasPhoto: Boolean(p?.photoKey),
    profileComplete: row.profileCompletedAt !== null,
    rating: ratingFrom(p?.ratingCount, p?.ratingSum),
    badges: badgesOf({ granted: p?.verifiedBadges ?? [], isDemo: row.isDemo }),
    place: row.place ? placeAnswer(row.place) : null,
    ...(today !== undefined && row.role === 'Labourer'
      ? { availability: { availableOn: freeOn, freeToday: freeOn !== null && freeOn === today } }
      : {}),
    ...(today !== undefined && p?.ownPosition && p.lat !== null && p.lon !== null
      ? { ownPosition: { lat: p.lat, lon: p.lon } }
      : {}),
    // Optional on the wire: present only for sample people, so real people's answers are as the spec has them.
    ...(row.isDemo ? { sample: true } : {}),
  };
}

function assertOwnId(caller: Caller, id: string): void {
  if (id !== caller.id) throw new AppError('FORBIDDEN', profileMessages.notYourProfile, { reason: 'notYourProfile' });
}

async function loadOwn(ctx: ProfilesContext, caller: Caller): Promise<ProfileRow> {
  const row = await repository.findProfile(ctx.db, caller.id);
  if (!row) throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
  return row;
}

export async function getOwnProfile(ctx: ProfilesContext, caller: Caller, id: string, userTypeRequired?: UserType) {
  assertOwnId(caller, id);
  if (userTypeRequired && userTypeRequired !== caller.role) {
    throw new AppError('FORBIDDEN', profileMessages.userTypeMismatch, { reason: 'userTypeMismatch' });
  }
  return { profile: ownProfile(ctx.storage, await loadOwn(ctx, caller), indiaDate(ctx.clock.now())) };
}

/** Which form saved the profile: the spec's two creation forms, or the profile page's edit. */
export type ProfileForm = 'Labourer' | 'Employer' | 'edit';

export interface SaveProfileInput {
  fields: ProfileFields;
  /** Raw upload bytes, or undefined to keep the current photo. */
  photo?: Buffer | undefined;
  form: ProfileForm;
  /** Staff completing a profile for someone: it counts as complete without a photo. */
  completedByStaff?: boolean;
  /** More writes for the same database transaction (the staff audit record). */
  inTransaction?: (tx: Tx, saved: { before: ProfileRow }) => Promise<void>;
}

/** An upload the photo pipeline refused, as the 400 the person reads. */
export function photoError(error: PhotoError): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    error.problem === 'too-many-pixels' ? profileMessages.photoTooManyPixels : profileMessages.photoInvalid,
  );
}

export async function saveProfile(ctx: ProfilesContext, caller: Caller, input: SaveProfileInput) {
  const { fields, form } = input;
  assertOwnId(caller, fields.id);
  if (form !== 'edit' && form !== caller.role)
    throw new AppError('FORBIDDEN', profileMessages.userTypeMismatch, { reason: 'userTypeMismatch' });

  if (fields.contactNumber && normalizeIndianMobile(fields.contactNumber) !== caller.phone) {
    throw new AppError('VALIDATION_FAILED', profileMessages.numberChangeRefused);
  }
  const current = await loadOwn(ctx, caller);
  // A field left out keeps its stored value (older clients send only some fields); an empty one clears it.
  const stored = current.profile;
  const kept = {
    location: fields.location ?? stored?.location ?? '',
    city: fields.city ?? stored?.city ?? '',
    state: fields.state ?? stored?.state ?? '',
    pincode: fields.pincode ?? stored?.pincode ?? '',
    workExperience: fields.workExperience ?? stored?.workExperience ?? '',
    email: fields.email ?? stored?.email ?? '',
    companyName: fields.companyName ?? stored?.companyName ?? '',
    businessType: fields.businessType ?? stored?.businessType ?? '',
    callTimeStart: fields.callTimeStart ?? stored?.callTimeStart ?? '',
    callTimeEnd: fields.callTimeEnd ?? stored?.callTimeEnd ?? '',
  };
  const skills = fields.skills === undefined ? (stored?.skills ?? []) : splitSkills(fields.skills);
  if (caller.role === 'Labourer') {
    if (!kept.location) throw new AppError('VALIDATION_FAILED', profileMessages.locationRequired);
    if (skills.length === 0) throw new AppError('VALIDATION_FAILED', profileMessages.skillsRequired);
    if (form === 'Labourer' && !fields.contactNumber) {
      throw new AppError('VALIDATION_FAILED', profileMessages.contactRequired);
    }
  }

  const hasPhoto = Boolean(stored?.photoKey);
  if (form !== 'edit' && !input.photo && !hasPhoto && !input.completedByStaff) {
    throw new AppError('VALIDATION_FAILED', profileMessages.photoRequired);
  }

  let newPhoto: { photoKey: string; thumbnailKey: string } | undefined;
  if (input.photo) {
    let processed;
    try {
      processed = await processPhoto(input.photo);
    } catch (error) {
      if (error instanceof PhotoError) throw photoError(error);
      throw error;
    }
    const base = `profiles/${randomUUID()}`;
    newPhoto = { photoKey: `${base}.webp`, thumbnailKey: `${base}-160.webp` };
    await ctx.storage.save(newPhoto.photoKey, processed.full);
    await ctx.storage.save(newPhoto.thumbnailKey, processed.thumbnail);
  }

  const place = await placeOfProfile(ctx.db, {
    picked: fields.placeId,
    typed: kept,
    stored: stored ? { placeId: stored.placeId, location: stored.location, city: stored.city } : undefined,
  });
  const tradeKeys = [...new Set(skills.map(tradeKeyFor).filter((key): key is string => Boolean(key)))];
  const now = ctx.clock.now();
  // The creation forms complete a profile: they require everything the role needs, photo included.
  const completes = form !== 'edit' || current.profileCompletedAt !== null || input.completedByStaff === true;
  const searchWords = profileSearchWords({
    name: fields.name,
    ...kept,
    skills: caller.role === 'Labourer' ? skills : [],
    tradeKeys: caller.role === 'Labourer' ? tradeKeys : [],
  });
  try {
    await ctx.db.transaction(async (tx) => {
      // The photo work above ran outside the transaction: if the account was deleted meanwhile, nothing is
      // written back (the deletion holds this row while it erases; waiting here sees the result).
      if (!(await repository.lockLiveAccount(tx, caller.id))) {
        throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
      }
      const before = [...(stored?.searchWords ?? []), ...(stored?.tradeKeys ?? []).map(repository.tradeToken)];
      const after = [...searchWords, ...(caller.role === 'Labourer' ? tradeKeys : []).map(repository.tradeToken)];
      await repository.adjustVocabulary(tx, {
        added: after.filter((word) => !before.includes(word)),
        removed: before.filter((word) => !after.includes(word)),
      });
      await repository.saveProfile(tx, caller.id, {
        name: fields.name,
        updatedAt: now,
        completedAt: completes && current.profileCompletedAt === null ? now : null,
        profile: {
          role: caller.role,
          ...kept,
          skills: caller.role === 'Labourer' ? skills : [],
          tradeKeys: caller.role === 'Labourer' ? tradeKeys : [],
          workExperience: caller.role === 'Labourer' ? kept.workExperience : '',
          email: caller.role === 'Employer' ? kept.email : '',
          companyName: caller.role === 'Employer' ? kept.companyName : '',
          businessType: caller.role === 'Employer' ? kept.businessType : '',
          photoKey: newPhoto?.photoKey ?? stored?.photoKey ?? null,
          thumbnailKey: newPhoto?.thumbnailKey ?? stored?.thumbnailKey ?? null,
          searchWords,
          placeId: place?.id ?? null,
          // A position the person shared stays until they take it back; else the place's.
          ...(stored?.ownPosition ? {} : { lat: place?.lat ?? null, lon: place?.lon ?? null }),
        },
      });
      await input.inTransaction?.(tx, { before: current });
    });
  } catch (error) {
    if (newPhoto) {
      await Promise.all([ctx.storage.remove(newPhoto.photoKey), ctx.storage.remove(newPhoto.thumbnailKey)]);
    }
    throw error;
  }
  // The old photo goes only after the new one is committed, so a failure never leaves a profile without one.
  if (newPhoto && stored?.photoKey) {
    await ctx.storage.remove(stored.photoKey);
    if (stored.thumbnailKey) await ctx.storage.remove(stored.thumbnailKey);
  }

  const saved = ownProfile(ctx.storage, await loadOwn(ctx, caller), indiaDate(ctx.clock.now()));
  const forwardLink = saved.profileComplete
    ? '/app/home'
    : caller.role === 'Labourer'
      ? '/app/create-labourer-profile'
      : '/app/complete-profile-employer';
  return { success: true as const, message: profileMessages.profileUpdated, profile: saved, forwardLink };
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Another person's profile as anyone signed in may see it: never the number. Counts as a view. */
export async function publicProfile(ctx: ProfilesContext, viewer: Caller, profileId: string) {
  const isOwn = profileId === viewer.id;
  // One's own profile comes from the primary, so a save shows at once; others' may lag a moment on a replica.
  const row = await repository.findProfile(isOwn ? ctx.db : ctx.reader, profileId);
  if (!row || (!isOwn && (row.profileCompletedAt === null || row.blockedAt !== null))) {
    throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
  }
  if (!isOwn) await repository.recordView(ctx.db, profileId, viewer.id, dayOf(ctx.clock.now()));
  const { contactNumber: _number, email: _email, hasPhoto: _hasPhoto, ...visible } = ownProfile(ctx.storage, row);
  const profile: PublicProfile = visible;
  return { success: true as const, profile };
}

export async function topPerformers(ctx: ProfilesContext, caller: Caller, id: string) {
  assertOwnId(caller, id);
  const now = ctx.clock.now();
  // Sample people fill the list on a fresh install; once a trade has real workers, its samples step aside.
  const realTrades = await remembered(ctx, 'real-trades', () =>
    repository.tradesWithRealWorkers(
      ctx.reader,
      trades.map((trade) => trade.key),
    ),
  );
  const rows = await repository.topPerformers(ctx.reader, {
    realTrades,
    excludeUserId: caller.id,
    day: dayOf(now),
    today: indiaDate(now),
    since: dayOf(new Date(now.getTime() - 7 * 86_400_000)),
    limit: TOP_PERFORMERS_SHOWN,
    leaders: TOP_PERFORMERS_SHOWN - TOP_PERFORMERS_FAIR_SHOWING,
  });
  return { profiles: rows.map((row) => card(ctx.storage, row, indiaDate(now))) };
}

/** Nothing to search for (no words, no skill, no place): both search endpoints then show the top performers. */
function nothingToSearch(input: { q: string; skill?: string | undefined; location?: string | undefined }): boolean {
  return input.q.trim() === '' && !input.skill && !input.location;
}

/**
 * GET /api/search/profiles: a page of matches, or with nothing to search for, the top performers of the chosen
 * role (one short list, no next page). A skill or place alone is searched as the words.
 */
export async function search(ctx: ProfilesContext, caller: Caller, input: SearchInput) {
  // "Verified only" with nothing typed lists the verified people (profile-search.ts), not the top performers.
  if (nothingToSearch(input) && !input.verified && !input.near) {
    const top = await topPerformers(ctx, caller, caller.id);
    const profiles = top.profiles.filter((profile) => input.type === undefined || profile.userType === input.type);
    return { success: true as const, profiles, nextCursor: null };
  }
  const found = await searchProfiles(ctx, { ...input, q: input.q || input.skill || input.location || '' });
  return { success: true as const, ...found };
}

/** The spec's search-profiles: the caller's own id in the body, an empty query gives the top performers. */
export async function searchForCaller(ctx: ProfilesContext, caller: Caller, id: string, query: string) {
  assertOwnId(caller, id);
  if (nothingToSearch({ q: query })) return topPerformers(ctx, caller, id);
  const { profiles } = await searchProfiles(ctx, { q: query, limit: SEARCH_PAGE_SIZE });
  return { profiles };
}

/**
 * Takes a removed profile's words out of the search vocabulary (one fewer profile for each), as an edit
 * removing them would; returns the words as counted, for the caller to tidy those nobody uses any more.
 */
export async function removeFromSearchVocabulary(
  tx: Executor,
  words: { searchWords: readonly string[]; tradeKeys: readonly string[] },
): Promise<string[]> {
  const removed = [...words.searchWords, ...words.tradeKeys.map(repository.tradeToken)];
  await repository.adjustVocabulary(tx, { added: [], removed });
  return removed;
}

/**
 * Distances to the person measured from their own position (the phone's, with their consent, already rounded to
 * about 1 km by the contract), or with null from their place again. Kept searches are not forgotten: a distance
 * on a card may lag by up to the cache's life.
 */
export async function setOwnPosition(ctx: ProfilesContext, userId: string, position: OwnPosition | null) {
  const saved = await repository.setOwnPosition(ctx.db, userId, position, ctx.clock.now());
  if (!saved) throw new AppError('CONFLICT', profileMessages.positionNeedsProfile);
  return { ownPosition: position };
}

/**
 * "Free today" / "Free tomorrow" with one tap (Labourers; staff for people they onboarded): it lapses at the end
 * of that India day. Kept searches are not forgotten: the flag on cards may lag by up to the cache's life.
 */
export async function setAvailability(
  ctx: ProfilesContext,
  userId: string,
  day: 'today' | 'tomorrow' | null,
  db: Executor = ctx.db,
) {
  const today = indiaDate(ctx.clock.now());
  const availableOn = day === null ? null : day === 'today' ? today : addDays(today, 1);
  if (!(await repository.setAvailability(db, userId, availableOn))) {
    throw new AppError('FORBIDDEN', profileMessages.availabilityForWorkers);
  }
  return { availableOn, freeToday: availableOn === today };
}
