// The balance a person can use, with one line on what it is for: an Employer's Credits (spent on workers'
// numbers, added by a recharge), a Labourer's Earnings (their share of each view of their number, which can go
// to UPI).
import { WORKER_SHARE_RUPEES, type UserType, type WalletBalances } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatPrice, formatRupees } from '../../../lib/rupees';

export function Balances({ balances, userType }: { balances: WalletBalances; userType: UserType }) {
  const { t, language } = useTranslation('wallet');
  return (
    <dl className="wallet-balances">
      {userType === 'Employer' ? (
        <div className="wallet-balance">
          <dt>{t('balances.credits')}</dt>
          <dd className="wallet-amount">{formatRupees(balances.creditsPaise, language)}</dd>
          <dd className="field-hint">{t('balances.creditsHelp')}</dd>
        </div>
      ) : (
        <div className="wallet-balance">
          <dt>{t('balances.earnings')}</dt>
          <dd className="wallet-amount">{formatRupees(balances.earningsPaise, language)}</dd>
          <dd className="field-hint">
            {t('balances.earningsHelp', { amount: formatPrice(WORKER_SHARE_RUPEES * 100, language) })}
          </dd>
        </div>
      )}
    </dl>
  );
}
