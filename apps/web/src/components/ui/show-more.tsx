// The "Show more" button under a paged list: shown while there is a next page, busy and disabled while it
// loads. Callers pass the words from their own catalogue, since each language's grammar follows the list.

interface ShowMoreProps {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  label: string;
  loadingLabel: string;
}

export function ShowMore({ hasMore, loading, onClick, label, loadingLabel }: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <button
      type="button"
      className="button button-secondary show-more"
      onClick={onClick}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? loadingLabel : label}
    </button>
  );
}
