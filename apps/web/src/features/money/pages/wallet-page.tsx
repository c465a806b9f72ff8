// /app/wallet, fitted to the person's role (issue 15): an Employer sees Credits, Recharge and the history; a
// Labourer sees Earnings, who viewed their number, Transfer to UPI, the transfers made and the history. Each
// sees only what they can use, and "Rate {name}" for everyone met through a paid number. Money is always the server's figure, refreshed after every movement.
import '../money.css';
import { useTranslation } from '../../../i18n/i18n';
import { useSession } from '../../../lib/get-session';
import { useWallet } from '../../../lib/get-wallet';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { RatePrompts } from '../../../components/trust/rate-prompts';
import { Balances } from '../components/balances';
import { ContactViewers } from '../components/contact-viewers';
import { PayoutList } from '../components/payout-list';
import { RechargeForm } from '../components/recharge-form';
import { TransactionList } from '../components/transaction-list';
import { TransferForm } from '../components/transfer-form';

export default function WalletPage() {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('title'));
  const wallet = useWallet();
  const session = useSession();
  const balances = wallet.data;
  const isLabourer = session.data?.user.userType === 'Labourer';

  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <h1 id="wallet-title">{t('title')}</h1>
      {balances ? (
        <>
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
            <div className="wallet-forms">
              <RechargeForm />
            </div>
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
