// The person's transfers to UPI, newest first, each with where it has got to (pending, paid, returned…).
import '../../../components/ui/badge.css';
import '../../../components/ui/wallet-list.css';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { LoadFailed } from '../../../components/ui/load-failed';
import { usePayouts } from '../api/get-payouts';

export function PayoutList() {
  const { t, language } = useTranslation('wallet');
  const query = usePayouts();
  const payouts = query.data?.payouts ?? [];

  return (
    <section className="wallet-section" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('payouts.title')}</h2>
      {query.isError ? (
        <LoadFailed t={t} onRetry={() => void query.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('loading') : payouts.length === 0 ? t('payouts.empty') : null}
        </p>
      )}
      {payouts.length > 0 ? (
        <ul className="wallet-list" aria-labelledby="payouts-title">
          {payouts.map((payout) => (
            <li key={payout.id} className="wallet-item">
              <p className="wallet-item-head">
                <span className="wallet-item-amount">{formatRupees(payout.amountPaise, language)}</span>
                <span className={`badge badge-status badge-${payout.status}`}>
                  {t(`payoutStatus.${payout.status}`)}
                </span>
              </p>
              <p>{t('payouts.to', { upiId: payout.upiId })}</p>
              <p className="field-hint">{formatDateTime(payout.createdAt, language)}</p>
              {payout.utr ? <p className="field-hint">{t('payouts.utr', { utr: payout.utr })}</p> : null}
              {payout.reason ? <p className="field-hint">{t('payouts.reason', { reason: payout.reason })}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
