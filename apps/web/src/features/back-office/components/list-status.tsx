// The line above a back-office list: why it could not be loaded, or (announced) that it is loading, that it
// is empty, or how many it shows.
import type { Translate } from '../../../i18n/i18n';
import { FormError } from '../../../components/ui/form-notice';
import { failureNotice } from '../back-office-messages';

interface ListStatusProps {
  t: Translate;
  /** What went wrong loading the list; null while it is fine (or while rows already loaded are shown). */
  error: unknown;
  pending: boolean;
  count: number;
  emptyText: string;
  countText: string;
}

export function ListStatus({ t, error, pending, count, emptyText, countText }: ListStatusProps) {
  if (error) return <FormError t={t} notice={failureNotice(error)} />;
  return (
    <p className="search-status" role="status">
      {pending ? t('loading') : count === 0 ? emptyText : countText}
    </p>
  );
}
