// Tells the person when the phone has no connection, so old lists and failed buttons make sense. The live
// region stays in the page while online (empty, taking no space), so screen readers announce the message
// when it appears; the status itself exists only while offline.
import './offline-banner.css';
import { useTranslation } from '../../i18n/i18n';
import { useOnlineStatus } from '../../lib/use-online-status';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div className="offline-banner" aria-live="polite">
      {online ? null : <p role="status">{t('offline.banner')}</p>}
    </div>
  );
}
