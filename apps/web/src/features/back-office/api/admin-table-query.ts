// What every Admin table asks with (spec §2: free-text search, newest first, by date): the search text, a
// From/To range of India's calendar days (YYYY-MM-DD, both ends included) and the cursor of the next page.
export interface AdminTableFilters {
  q: string;
  /** YYYY-MM-DD or '' for no bound. */
  from: string;
  to: string;
}

export interface AdminTablePage<T> {
  success: true;
  items: T[];
  nextCursor: string | null;
}

/** `?q=&from=&to=&cursor=` with only what is set, plus any fixed parameters of the table. */
export function adminTableQuery(
  filters: AdminTableFilters,
  cursor: string | undefined,
  fixed: Record<string, string> = {},
): string {
  const query = new URLSearchParams(fixed);
  if (filters.q) query.set('q', filters.q);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `?${text}` : '';
}
