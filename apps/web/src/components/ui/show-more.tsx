// The "Show more" button under a paged list: shown while there is a next page, busy and disabled while it
// loads. Callers pass the words from their own catalogue, since each language's grammar follows the list.
import './show-more.css';

/** What the button needs of a paged (infinite) query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface ShowMoreProps {
  pages: PagedList;
  label: string;
  loadingLabel: string;
}

export function ShowMore({ pages, label, loadingLabel }: ShowMoreProps) {
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <button
      type="button"
      className="button button-secondary show-more"
      onClick={() => void pages.fetchNextPage()}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? loadingLabel : label}
    </button>
  );
}
