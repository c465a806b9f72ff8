// One TanStack Query client for the signed-in parts of the app. Kept out of the landing bundle.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

/** Every cached wallet answer sits under this key, so anything that spends or earns can refresh them all. */
export const walletQueryRoot = ['wallet'] as const;

/**
 * Every cached reviews answer (a profile's reviews, the "Rate {name}" list) sits under this key, so a new
 * review, an unlock or a reply refreshes them all.
 */
export const reviewsQueryRoot = ['reviews'] as const;

/**
 * Every cached work-agreements answer (a list, one agreement, a worker's "₹X secured" on Home) sits under this
 * key, so any step of an agreement refreshes them all.
 */
export const agreementsQueryRoot = ['agreements'] as const;
