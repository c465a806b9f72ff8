// Home's search as its address holds it (?q=&type=&verified=true&near=&radiusKm=). The page reads it, and so does a
// first visit's early ask for the results beside the session check (app/app-page-loaders.ts): both ask the same.
import { userTypes, type UserType } from '@kaamsetu/contract';
import type { ProfileSearchInput } from './api/search-profiles';
import { nearSearchOf, type NearSearch } from './near-search';

export type TypeFilter = UserType | 'all';
export const typeFilters: readonly TypeFilter[] = ['all', ...userTypes];

function typeFilterOf(value: string | null): TypeFilter {
  return (userTypes as readonly string[]).includes(value ?? '') ? (value as UserType) : 'all';
}

export interface HomeSearch extends NearSearch {
  /** What was typed, trimmed; empty for Today's Top Performers. */
  q: string;
  typeFilter: TypeFilter;
  verifiedOnly: boolean;
  /** As the server is asked. */
  input: ProfileSearchInput;
}

export function homeSearchOf(params: URLSearchParams): HomeSearch {
  const q = (params.get('q') ?? '').trim();
  const typeFilter = typeFilterOf(params.get('type'));
  const verifiedOnly = params.get('verified') === 'true';
  const nearSearch = nearSearchOf(params);
  return {
    ...nearSearch,
    q,
    typeFilter,
    verifiedOnly,
    input: {
      q,
      type: typeFilter === 'all' ? undefined : typeFilter,
      verified: verifiedOnly,
      near: nearSearch.nearParam,
      radiusKm: nearSearch.radiusKm,
    },
  };
}
