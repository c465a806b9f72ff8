// Modify Wallet Balance's confirmation dialog (spec §4, §5): whole Credits to add or deduct and a reason,
// checked here first ("Enter a valid positive number.", no deducting more than the balance); Confirm applies,
// Cancel (or Escape) closes. One Idempotency-Key per confirmation, kept only while the same confirmation is
// sent again after an answer that never arrived, so a retry never applies it twice.
import { useRef } from 'react';
import { walletAdjustmentRequestSchema, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatCreditsNumber } from '../../../lib/rupees';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { FormError } from '../../../components/ui/form-notice';
import { useAdjustWallet, type WalletAdjusted, type WalletAdjustment } from '../api/adjust-wallet';
import type { AdminWallet } from '../api/search-wallets';
import { failureNotice, fieldErrors } from '../back-office-messages';
import { CheckIcon } from '../../../components/ui/icons';
import { Dialog } from '../../../components/ui/dialog';

export type Direction = WalletAdjustment['direction'];
type Field = 'credits' | 'reason';
const fieldOrder: readonly Field[] = ['credits', 'reason'];
const ID_PREFIX = 'wallet-adjust';

/** Whole Credits as typed ("1,000" and "1 000" too), or NaN when it is not a whole number. */
export function creditsFromText(typed: string): number {
  const text = typed.replace(/[\s,]/g, '');
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** The dialog's own checks, as catalogue keys per field; empty when the change may be sent. */
export function adjustmentProblems(
  direction: Direction,
  typedCredits: string,
  reason: string,
  balancePaise: number,
): Partial<Record<Field, string>> {
  const credits = creditsFromText(typedCredits);
  const problems: Partial<Record<Field, string>> = {};
  const parsed = walletAdjustmentRequestSchema.safeParse({ direction, credits, reason });
  if (!parsed.success) {
    for (const [field, key] of fieldErrors(parsed.error.issues)) {
      if ((fieldOrder as readonly string[]).includes(field)) problems[field as Field] = key;
    }
  }
  if (!problems.credits && direction === 'deduct' && credits * 100 > balancePaise) {
    problems.credits = 'adminMessages.insufficientCredits';
  }
  return problems;
}

interface Attempt {
  idempotencyKey: string;
  adjustment: WalletAdjustment;
}

interface WalletAdjustDialogProps {
  wallet: AdminWallet;
  direction: Direction;
  onDone: (answer: WalletAdjusted) => void;
  onCancel: () => void;
}

export function WalletAdjustDialog({ wallet, direction, onDone, onCancel }: WalletAdjustDialogProps) {
  const { t, language } = useTranslation('backOffice');
  const adjust = useAdjustWallet();
  const pending = useRef<Attempt | null>(null);
  const { fieldProps, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { credits: '', reason: '' },
    fields: fieldOrder,
    idOf: (field) => `${ID_PREFIX}-${field}`,
    check: ({ credits, reason }) =>
      checkedBy(adjustmentProblems(direction, credits, reason, wallet.creditsPaise), () => {
        const adjustment: WalletAdjustment = { direction, credits: creditsFromText(credits), reason: reason.trim() };
        const previous = pending.current;
        return previous && JSON.stringify(previous.adjustment) === JSON.stringify(adjustment)
          ? previous
          : { idempotencyKey: newIdempotencyKey(), adjustment };
      }),
    send: async (attempt) => {
      pending.current = attempt;
      try {
        const answer = await adjust.mutateAsync({ id: wallet.id, ...attempt });
        pending.current = null;
        onDone(answer);
      } catch (caught) {
        // A refusal is final for this confirmation; only a lost answer is worth sending again as the same one.
        if (caught instanceof ApiError && caught.status < 500) pending.current = null;
        throw caught;
      }
    },
    failure: (caught) => {
      const notice = failureNotice(caught);
      // Someone spent Credits meanwhile: the amount is the problem, said where it was typed.
      return 'key' in notice && notice.key === 'adminMessages.insufficientCredits'
        ? { field: 'credits', key: notice.key }
        : notice;
    },
  });

  const balance = formatCreditsNumber(wallet.creditsPaise, language);
  return (
    <Dialog
      className="staff-dialog"
      aria-labelledby={`${ID_PREFIX}-title`}
      aria-describedby={`${ID_PREFIX}-description`}
      busy={busy}
      onCancel={onCancel}
      initialFocus="input"
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <h2 id={`${ID_PREFIX}-title`}>{t(`wallets.${direction}Title`, { name: personName(wallet.name) })}</h2>
        <p id={`${ID_PREFIX}-description`}>{t('wallets.balanceNow', { balance })}</p>
        <TextField
          {...fieldProps('credits', t)}
          label={t(`wallets.${direction}Amount`)}
          hint={t('wallets.amountHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          required
        />
        <TextAreaField
          {...fieldProps('reason', t)}
          label={t('reasonDialog.reason')}
          hint={t('reasonDialog.requiredHint')}
          rows={3}
          maxLength={300}
          required
        />
        <FormError t={t} notice={error} />
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<CheckIcon />}
          label={t(`wallets.${direction}Confirm`)}
          busyLabel={t('working')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('reasonDialog.cancel')}
        </button>
      </form>
    </Dialog>
  );
}
