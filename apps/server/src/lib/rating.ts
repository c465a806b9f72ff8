// A person's rating as every profile answer shows it, from the count and sum of stars kept on their profile.
import type { Rating } from '@kaamsetu/contract';

/** Average to one decimal over `count` reviews; 0/0 for someone without reviews. */
export function ratingFrom(count: number | null | undefined, sum: number | null | undefined): Rating {
  const reviews = Number(count ?? 0);
  if (reviews <= 0) return { average: 0, count: 0 };
  return { average: Math.round((Number(sum ?? 0) / reviews) * 10) / 10, count: reviews };
}
