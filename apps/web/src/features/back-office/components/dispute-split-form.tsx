// How staff split what is held for a disputed agreement: the worker's part in whole rupees, the Employer's part
// worked out live (held − worker's part) and a reason, all checked here before anything is sent. An Employee
// proposes the split; an Admin settles it after a confirmation dialog, starting from an Employee's proposal.
// One Idempotency-Key per split, kept only while that same split is sent again after an answer that never
// arrived, so a retry never pays twice.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { agreementMessages, resolveDisputeRequestSchema, type Agreement, personName } from '@kaamsetu/contract';
import type { Translate } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice } from '../../../lib/rupees';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, SendIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm, type FieldErrors } from '../../../components/ui/use-contract-form';
import { agreementOfConflict, useResolveDispute, type DisputeSplit } from '../api/resolve-dispute';
import { disputeFailure, statusText, useDisputeText } from '../dispute-text';

type Field = 'toWorker' | 'reason';
const fieldOrder: readonly Field[] = ['toWorker', 'reason'];
const REASON_MAX = 500;

/** Whole rupees as typed ("1,500", "₹ 1500"), or NaN when it is not a whole number of rupees. */
export function rupeesFromText(typed: string): number {
  const text = typed.replace(/[\s,₹]/g, '');
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** The Employer's part in paise for what was typed as the worker's, or null while that is not a valid part. */
export function employerPartPaise(typedToWorker: string, heldPaise: number): number | null {
  const rupees = rupeesFromText(typedToWorker);
  if (Number.isNaN(rupees) || rupees * 100 > heldPaise) return null;
  return heldPaise - rupees * 100;
}

/** The form's own checks, as catalogue keys per field; none means the split may be sent. */
export function splitProblems(typedToWorker: string, reason: string, heldPaise: number): FieldErrors<Field> {
  const problems: FieldErrors<Field> = {};
  const rupees = rupeesFromText(typedToWorker);
  if (Number.isNaN(rupees)) problems.toWorker = 'disputes.errors.wholeRupees';
  // The Employer's part is what is left, so the two add up to what is held unless the worker's is more.
  else if (rupees * 100 > heldPaise) problems.toWorker = 'disputes.errors.moreThanHeld';
  const parsed = resolveDisputeRequestSchema.shape.reason.safeParse(reason);
  if (!parsed.success) {
    problems.reason = parsed.error.issues.some((issue) => issue.message === agreementMessages.reasonRequired)
      ? 'reasonDialog.reasonRequired'
      : 'errors.tooLong';
  }
  return problems;
}

/** What happened to a split that was sent: done (the answer's agreement), or someone else got there first. */
export type SplitOutcome =
  { kind: 'done'; agreement: Agreement; split: DisputeSplit } | { kind: 'conflict'; notice: Notice };

interface DisputeSplitFormProps {
  agreement: Agreement;
  admin: boolean;
  onOutcome: (outcome: SplitOutcome) => void;
}

export function DisputeSplitForm({ agreement, admin, onOutcome }: DisputeSplitFormProps) {
  const { t, language } = useDisputeText();
  const resolve = useResolveDispute();
  const pending = useRef<{ split: string; key: string } | null>(null);
  const [confirming, setConfirming] = useState<DisputeSplit | null>(null);
  const [confirmError, setConfirmError] = useState<Notice | null>(null);
  const idPrefix = `dispute-${agreement.id}`;
  const held = formatPrice(agreement.heldPaise, language);
  const proposal = agreement.proposedSplit;
  // An Admin starts from the Employee's proposal, when it is in whole rupees as this form asks.
  const prefill = admin && proposal !== null && proposal.toWorkerPaise % 100 === 0;

  /** Sends the split; a conflict is an outcome, any other failure is thrown for the caller to show. */
  async function send(split: DisputeSplit): Promise<SplitOutcome> {
    const text = JSON.stringify(split);
    if (pending.current?.split !== text) pending.current = { split: text, key: newIdempotencyKey() };
    try {
      const answer = await resolve.mutateAsync({ id: agreement.id, split, idempotencyKey: pending.current.key });
      pending.current = null;
      return { kind: 'done', agreement: answer.agreement, split };
    } catch (caught) {
      // A refusal is final for this split; only a lost answer is worth sending again as the same one.
      if (caught instanceof ApiError && caught.status < 500) pending.current = null;
      if (!(caught instanceof ApiError && caught.status === 409)) throw caught;
      const now = agreementOfConflict(caught);
      return {
        kind: 'conflict',
        notice: {
          key: 'disputes.noLongerDisputed',
          values: { title: agreement.title, status: statusText(t, now?.status ?? 'resolved') },
        },
      };
    }
  }

  const { values, fieldProps, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: {
      toWorker: prefill && proposal ? String(proposal.toWorkerPaise / 100) : '',
      reason: prefill && proposal ? proposal.reason : '',
    },
    fields: fieldOrder,
    idOf: (field) => `${idPrefix}-${field}`,
    check: ({ toWorker, reason }) =>
      checkedBy(splitProblems(toWorker, reason, agreement.heldPaise), (): DisputeSplit => {
        const toWorkerPaise = rupeesFromText(toWorker) * 100;
        return { toWorkerPaise, toEmployerPaise: agreement.heldPaise - toWorkerPaise, reason: reason.trim() };
      }),
    send: async (split) => {
      if (!admin) {
        onOutcome(await send(split));
        return;
      }
      // An Admin's split moves money at once: it is sent only from the confirmation dialog.
      setConfirmError(null);
      setConfirming(split);
    },
    failure: disputeFailure,
    afterSend: 'stay',
  });

  async function settle(split: DisputeSplit) {
    setConfirmError(null);
    let outcome: SplitOutcome;
    try {
      outcome = await send(split);
    } catch (caught) {
      setConfirmError(disputeFailure(caught));
      return;
    }
    // Closed first: a closing dialog gives the keyboard back to what opened it, and the outcome takes it on.
    flushSync(() => setConfirming(null));
    onOutcome(outcome);
  }

  function closeDialog() {
    flushSync(() => setConfirming(null));
    submitRef.current?.focus();
  }

  const toEmployerPaise = employerPartPaise(values.toWorker, agreement.heldPaise);
  const amounts =
    toEmployerPaise === null
      ? null
      : {
          toWorker: formatPrice(agreement.heldPaise - toEmployerPaise, language),
          toEmployer: formatPrice(toEmployerPaise, language),
        };
  // Field problems may name the amount held ("from ₹0 to ₹4,000").
  const fieldT: Translate = (key) => t(key, { held });
  const names = { worker: personName(agreement.worker.name), employer: personName(agreement.employer.name) };

  return (
    <>
      <form
        ref={formRef}
        className="form dispute-split"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${idPrefix}-split-title`}
      >
        <h3 id={`${idPrefix}-split-title`}>{t(admin ? 'disputes.form.titleAdmin' : 'disputes.form.titleEmployee')}</h3>
        <p className="field-hint">{t(admin ? 'disputes.form.introAdmin' : 'disputes.form.introEmployee')}</p>
        {prefill ? <p className="field-hint">{t('disputes.form.prefilled')}</p> : null}
        <TextField
          {...fieldProps('toWorker', fieldT)}
          label={t('disputes.form.toWorker', { name: names.worker })}
          hint={t('disputes.form.toWorkerHint', { held })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          required
        />
        <output htmlFor={`${idPrefix}-toWorker`} className="dispute-remainder" aria-live="polite">
          {amounts
            ? t('disputes.form.employerPart', { name: names.employer, amount: amounts.toEmployer })
            : t('disputes.form.employerPartPending', { held })}
        </output>
        <TextAreaField
          {...fieldProps('reason', t)}
          label={t('reasonDialog.reason')}
          hint={t('reasonDialog.requiredHint')}
          rows={3}
          maxLength={REASON_MAX}
          required
        />
        <FormError t={t} notice={error} />
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={admin ? <CheckIcon /> : <SendIcon />}
          label={
            admin
              ? amounts
                ? t('disputes.form.settle', amounts)
                : t('disputes.form.settlePending')
              : t('disputes.form.propose')
          }
          busyLabel={t('working')}
        />
      </form>
      {confirming ? (
        <SettleDialog
          t={t}
          id={`${idPrefix}-confirm`}
          agreement={agreement}
          amounts={{
            toWorker: formatPrice(confirming.toWorkerPaise, language),
            toEmployer: formatPrice(confirming.toEmployerPaise, language),
          }}
          reason={confirming.reason}
          busy={resolve.isPending}
          error={confirmError}
          onConfirm={() => void settle(confirming)}
          onCancel={closeDialog}
        />
      ) : null}
    </>
  );
}

interface SettleDialogProps {
  t: Translate;
  id: string;
  agreement: Agreement;
  amounts: { toWorker: string; toEmployer: string };
  reason: string;
  busy: boolean;
  error: Notice | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The Admin's last look before the money moves: who gets what, the reason, and that it cannot be undone. */
function SettleDialog({ t, id, agreement, amounts, reason, busy, error, onConfirm, onCancel }: SettleDialogProps) {
  return (
    <Dialog
      className="staff-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      busy={busy}
      onCancel={onCancel}
      initialFocus=".button-secondary"
    >
      <div className="form">
        <h2 id={`${id}-title`}>{t('disputes.confirm.title', { title: agreement.title })}</h2>
        <p id={`${id}-description`}>
          {t('disputes.confirm.body', {
            ...amounts,
            worker: personName(agreement.worker.name),
            employer: personName(agreement.employer.name),
          })}
        </p>
        <p className="dispute-reason">{t('disputes.confirm.reason', { reason })}</p>
        <FormError t={t} notice={error} />
        <button type="button" className="button button-primary" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          <CheckIcon />
          {busy ? t('working') : t('disputes.form.settle', amounts)}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('reasonDialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
