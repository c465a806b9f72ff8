// /app/wallet, fitted to the person's role (issue 15): an Employer sees Credits, Recharge, a way to My contacts
// and the history; a Labourer sees Earnings, who viewed their number, Transfer to UPI, the transfers made and the
// history. Each sees only what they can use, and "Rate {name}" for everyone met through a paid number. Money is
// always the server's figure, refreshed after every movement. Offline (issue 21), the figures saved on the last
// visit show with the moment they are from, and what needs the server says so instead of failing.
import '../money.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-time';
import { useSession } from '../../../lib/get-session';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useDrawnInTransition } from '../../../lib/use-drawn-in-transition';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { RatePrompts } from '../../../components/trust/rate-prompts';
import { useDatedWallet } from '../api/get-dated-wallet';
import { Balances } from '../components/balances';
import { ContactViewers } from '../components/contact-viewers';
import { PayoutList } from '../components/payout-list';
import { RechargeForm } from '../components/recharge-form';
import { TransactionList } from '../components/transaction-list';
import { TransferForm } from '../components/transfer-form';

/** Figures older than this are dated on the page even when the phone believes it is online (a saved copy). */
const STALE_AFTER_MS = 5 * 60_000;

function isStale(answeredAt: string | undefined, online: boolean): answeredAt is string {
  if (answeredAt === undefined) return false;
  return !online || Date.now() - Date.parse(answeredAt) > STALE_AFTER_MS;
}

export default function WalletPage() {
  const { t, language } = useTranslation('wallet');
  useDocumentTitle(t('title'));
  const online = useOnlineStatus();
  const wallet = useDatedWallet();
  const session = useSession();
  const balances = wallet.data?.balances;
  const answeredAt = wallet.data?.answeredAt;
  const isLabourer = session.data?.user.userType === 'Labourer';
  // The balances, forms and lists replace "Loading…" at once when the answer comes: drawn in a transition, in slices.
  const drawn = useDrawnInTransition(balances !== undefined);

  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <h1 id="wallet-title">{t('title')}</h1>
      {balances && drawn ? (
        <>
          {isStale(answeredAt, online) ? (
            <p className="wallet-as-of" role="status">
              {t('offline.asOf', { time: formatDateTime(answeredAt, language) })}
            </p>
          ) : null}
          <Balances balances={balances} userType={isLabourer ? 'Labourer' : 'Employer'} />
          <RatePrompts />
          {isLabourer ? (
            <>
              <ContactViewers />
              <div className="wallet-forms">
                <TransferForm earningsPaise={balances.earningsPaise} />
              </div>
              <PayoutList />
            </>
          ) : (
            <>
              <p className="wallet-contacts-link">
                <Link to={paths.app.myContacts}>{t('myContacts.link')}</Link>{' '}
                <span className="field-hint">{t('myContacts.linkHelp')}</span>
              </p>
              <div className="wallet-forms">
                <RechargeForm />
              </div>
            </>
          )}
          <TransactionList />
        </>
      ) : wallet.isError ? (
        <LoadFailed t={t} onRetry={() => void wallet.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
