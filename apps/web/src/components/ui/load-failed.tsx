// What a page shows when what it reads could not be loaded (no connection, server fault): say so,
// and offer to try again rather than leave an empty page.
import './load-failed.css';
import type { Translate } from '../../i18n/i18n';

export function LoadFailed({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="load-failed">
      <p role="alert">{t('loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
