// Trust signals every profile answer may carry: the person's rating from reviews and the badges staff or the
// sign-in granted. Ours, not the spec's: always optional on the wire, so the spec's clients never see a change.
import { z } from 'zod';
import { badgeKinds } from './trust-rules.js';

/** Average stars (one decimal, 0 when there are none) over the visible reviews, and how many there are. */
export const ratingSchema = z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) });
export type Rating = z.infer<typeof ratingSchema>;

export const badgeKindSchema = z.enum(badgeKinds);
export type BadgeKind = z.infer<typeof badgeKindSchema>;
export const badgesSchema = z.array(badgeKindSchema);
