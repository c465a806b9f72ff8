// "Who viewed your number": the employers who paid to see a worker's number, newest first, so the worker
// knows who may call, how other workers rated them, and what each Earning was for. Never saved on the phone
// (another person's details), so offline it says it needs a connection.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/wallet-list.css';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { LoadFailed } from '../../../components/ui/load-failed';
import { StarRating } from '../../../components/trust/star-rating';
import { useContactViewers } from '../api/get-contact-viewers';

export function ContactViewers() {
  const { t, language } = useTranslation('wallet');
  const online = useOnlineStatus();
  const query = useContactViewers();
  const viewers = query.data?.viewers ?? [];

  return (
    <section className="wallet-section" aria-labelledby="viewers-title">
      <h2 id="viewers-title">{t('viewers.title')}</h2>
      {query.isError && !online ? (
        <p className="search-status">{t('offline.viewersNeedConnection')}</p>
      ) : query.isError ? (
        <LoadFailed t={t} onRetry={() => void query.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('loading') : viewers.length === 0 ? t('viewers.empty') : null}
        </p>
      )}
      {viewers.length > 0 ? (
        <ul className="wallet-list" aria-labelledby="viewers-title">
          {viewers.map((viewer) => (
            <li key={`${viewer.employerId}-${viewer.unlockedAt}`} className="wallet-item">
              <p className="wallet-item-head">
                <span className="wallet-item-name">{personName(viewer.name)}</span>
                <StarRating rating={viewer.rating} />
              </p>
              {viewer.companyName ? <p>{viewer.companyName}</p> : null}
              <p className="field-hint">{t('viewers.when', { date: formatDateTime(viewer.unlockedAt, language) })}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
