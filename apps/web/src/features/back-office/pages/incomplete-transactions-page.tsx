// /incomplete-transactions (Admins): money that has not finished moving. Transfers to UPI waiting to be paid
// by hand (Approve with the bank transfer's UTR, or Reject with a reason, which returns the amount to the
// person's Earnings), and recharges whose payment the gateway never confirmed (no Credits were added).
import '../../../components/ui/badge.css';
import '../back-office.css';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { UTR_PATTERN, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { alreadyHandled, failureNotice } from '../back-office-messages';
import { useDecidePayout } from '../api/decide-payout';
import {
  useIncompleteTransactions,
  type UnconfirmedRecharge,
  type UnsettledPayout,
} from '../api/get-incomplete-transactions';
import { usePendingPayouts } from '../api/get-pending-payouts';
import { DataTable, type DataColumn } from '../components/data-table';
import { ReasonDialog } from '../components/reason-dialog';

type PayoutAction = 'approve' | 'reject';
const actionIcons: Record<PayoutAction, ReactNode> = { approve: <CheckIcon />, reject: <CrossIcon /> };

interface PayoutRow extends UnsettledPayout {
  /** Still waiting for an Admin's decision (not being paid by a gateway). */
  decidable: boolean;
}

interface Asking {
  payout: PayoutRow;
  action: PayoutAction;
  error: Notice | null;
}

const buttonId = (payout: PayoutRow, action: PayoutAction) => `payout-${payout.id}-${action}`;

export default function IncompleteTransactionsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const title = staffT('actions.incompleteTransactions');
  useDocumentTitle(title);
  const incomplete = useIncompleteTransactions();
  const queue = usePendingPayouts();
  const decide = useDecidePayout();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);

  // The queue says which can be decided; the incomplete list says whose they are. A payout in only one of the
  // two (one answered a moment before the other) is still shown.
  const waiting = new Set((queue.data?.payouts ?? []).map((payout) => payout.id));
  const known = incomplete.data?.payouts ?? [];
  const payouts: PayoutRow[] = [
    ...known.map((payout) => ({ ...payout, decidable: waiting.has(payout.id) })),
    ...(queue.data?.payouts ?? [])
      .filter((payout) => !known.some((each) => each.id === payout.id))
      .map((payout) => ({
        id: payout.id,
        user: { id: payout.userId, name: payout.userId },
        amountPaise: payout.amountPaise,
        upiId: payout.upiId,
        status: payout.status,
        createdAt: payout.createdAt,
        decidable: true,
      })),
  ];
  const recharges = incomplete.data?.recharges ?? [];
  const amountOf = (payout: PayoutRow) => formatRupees(payout.amountPaise, language);

  function close(focusId: string) {
    flushSync(() => setAsking(null));
    document.getElementById(focusId)?.focus();
  }

  async function run(payout: PayoutRow, action: PayoutAction, value: string) {
    setStatus(null);
    setError(null);
    try {
      await decide.mutateAsync(
        action === 'approve' ? { id: payout.id, action, utr: value } : { id: payout.id, action, reason: value },
      );
      setStatus({
        key: action === 'approve' ? 'payouts.approved' : 'payouts.rejected',
        values: { amount: amountOf(payout), upiId: payout.upiId },
      });
      close('payouts-title');
    } catch (caught) {
      if (alreadyHandled(caught)) {
        setError(failureNotice(caught));
        close('payouts-title');
        return;
      }
      setAsking({ payout, action, error: failureNotice(caught) });
    }
  }

  const payoutColumns: DataColumn<PayoutRow>[] = [
    { key: 'requested', label: t('payouts.requestedOn'), cell: (payout) => formatDateTime(payout.createdAt, language) },
    { key: 'person', label: t('payouts.person'), cell: (payout) => personName(payout.user.name) },
    { key: 'amount', label: t('transactions.amount'), cell: (payout) => amountOf(payout) },
    { key: 'upi', label: t('payouts.upiId'), cell: (payout) => payout.upiId },
    {
      key: 'status',
      label: t('incomplete.status'),
      cell: (payout) => (
        <span className="badge badge-status">
          {['pending', 'processing'].includes(payout.status)
            ? t(`transactions.payoutStatus.${payout.status}`)
            : payout.status}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('incomplete.action'),
      cell: (payout) =>
        payout.decidable ? (
          <span className="staff-card-actions">
            {(['approve', 'reject'] as const).map((action) => (
              <button
                key={action}
                id={buttonId(payout, action)}
                type="button"
                className={`button ${action === 'approve' ? 'button-primary' : 'button-secondary'}`}
                aria-label={t(`payouts.${action}Name`, {
                  amount: amountOf(payout),
                  name: personName(payout.user.name),
                })}
                disabled={decide.isPending}
                onClick={() => {
                  setStatus(null);
                  setError(null);
                  setAsking({ payout, action, error: null });
                }}
              >
                {actionIcons[action]}
                {t(`payouts.${action}`)}
              </button>
            ))}
          </span>
        ) : (
          t('payouts.withGateway')
        ),
    },
  ];

  const rechargeColumns: DataColumn<UnconfirmedRecharge>[] = [
    {
      key: 'started',
      label: t('payouts.startedOn'),
      cell: (recharge) => formatDateTime(recharge.createdAt, language),
    },
    { key: 'person', label: t('payouts.person'), cell: (recharge) => personName(recharge.user.name) },
    {
      key: 'amount',
      label: t('transactions.amount'),
      cell: (recharge) => formatRupees(recharge.amountPaise, language),
    },
    { key: 'provider', label: t('payouts.provider'), cell: (recharge) => recharge.provider },
    { key: 'order', label: t('payouts.orderId'), cell: (recharge) => recharge.orderId },
  ];

  const loadError = incomplete.isError ? incomplete.error : queue.isError ? queue.error : null;
  const loading = incomplete.isPending || queue.isPending;
  return (
    <section aria-labelledby="incomplete-transactions-title">
      <h1 id="incomplete-transactions-title">{title}</h1>
      <p>{t('payouts.intro')}</p>
      {loadError ? <FormError t={t} notice={failureNotice(loadError)} /> : null}

      <section className="staff-queue" aria-labelledby="payouts-title">
        <h2 id="payouts-title" tabIndex={-1}>
          {t('payouts.title')}
        </h2>
        <p>{t('payouts.payoutsIntro')}</p>
        <FormStatus t={t} notice={status} />
        <FormError t={t} notice={error} />
        <p className="search-status" role="status">
          {loading ? t('loading') : payouts.length === 0 && !loadError ? t('payouts.empty') : null}
        </p>
        {payouts.length > 0 ? (
          <DataTable
            caption={t('payouts.title')}
            columns={payoutColumns}
            rows={payouts}
            rowKey={(payout) => payout.id}
          />
        ) : null}
      </section>

      <section className="staff-queue" aria-labelledby="recharges-title">
        <h2 id="recharges-title">{t('payouts.rechargesTitle')}</h2>
        <p>{t('payouts.rechargesIntro')}</p>
        <p className="search-status" role="status">
          {incomplete.isPending
            ? t('loading')
            : recharges.length === 0 && !incomplete.isError
              ? t('payouts.noRecharges')
              : null}
        </p>
        {recharges.length > 0 ? (
          <DataTable
            caption={t('payouts.rechargesTitle')}
            columns={rechargeColumns}
            rows={recharges}
            rowKey={(recharge) => recharge.orderId}
          />
        ) : null}
      </section>

      {asking ? (
        <ReasonDialog
          key={`${asking.payout.id}-${asking.action}`}
          t={t}
          id="payout-dialog"
          title={t(`payouts.${asking.action}Title`, { amount: amountOf(asking.payout), upiId: asking.payout.upiId })}
          description={t(`payouts.${asking.action}Description`, { name: personName(asking.payout.user.name) })}
          confirmLabel={t(`payouts.${asking.action}`)}
          confirmIcon={actionIcons[asking.action]}
          busy={decide.isPending}
          error={asking.error}
          reasonRequired={asking.action === 'reject'}
          {...(asking.action === 'approve'
            ? {
                value: {
                  label: t('payouts.utr'),
                  hint: t('payouts.utrHint'),
                  maxLength: 35,
                  check: (typed: string) => (UTR_PATTERN.test(typed) ? null : t('payouts.utrInvalid')),
                },
              }
            : {})}
          onConfirm={(value) => void run(asking.payout, asking.action, value)}
          onCancel={() => close(buttonId(asking.payout, asking.action))}
        />
      ) : null}
    </section>
  );
}
