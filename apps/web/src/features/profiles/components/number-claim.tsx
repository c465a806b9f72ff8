// An Employer who paid for a worker's number and cannot reach it: "Number wrong or not reachable?" for 72
// hours after the unlock, a question first, then the claim. Afterwards the claim's state: waiting for the
// worker to confirm, confirmed (no refund), refunded (Credits back) or rejected by KaamSetu.
import '../../../components/ui/dialog.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { EmployerClaim } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { FlagIcon } from '../../../components/ui/icons';
import { useNumberClaim } from '../api/get-number-claim';
import { useOpenNumberClaim } from '../api/open-number-claim';

function claimText(t: Translate, claim: EmployerClaim, language: Parameters<typeof formatDateTime>[1]): string {
  switch (claim.status) {
    case 'open':
      return t('employer.status.open', { date: formatDateTime(claim.confirmBy, language) });
    case 'refunded':
      return t('employer.status.refunded', { amount: formatRupees(claim.refundedPaise, language) });
    default:
      return t(`employer.status.${claim.status}`);
  }
}

export function NumberClaim({ profileId, name }: { profileId: string; name: string }) {
  const { t, language } = useTranslation('claims');
  const state = useNumberClaim(profileId);
  const open = useOpenNumberClaim();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const claim = state.data?.claim;
  const until = state.data?.claimableUntil;

  async function report() {
    setError(null);
    try {
      await open.mutateAsync(profileId);
      flushSync(() => setAsking(false));
      statusRef.current?.focus();
    } catch (caught) {
      // A refusal (too late, already reported, monthly cap) is the server's sentence, in the reader's language.
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      flushSync(() => {
        setAsking(false);
        setError(message ? { text: message } : { key: 'employer.failed' });
      });
      askRef.current?.focus();
    }
  }

  if (claim) {
    return (
      <p ref={statusRef} tabIndex={-1} className="number-claim-status" role="status">
        {claimText(t, claim, language)}
      </p>
    );
  }
  if (!until) return <FormError t={t} notice={error} />;

  return (
    <div className="number-claim">
      <button
        ref={askRef}
        type="button"
        className="button button-secondary"
        aria-describedby="number-claim-hint"
        onClick={() => setAsking(true)}
      >
        <FlagIcon />
        {t('employer.ask')}
      </button>
      <p id="number-claim-hint" className="field-hint">
        {t('employer.askHint', { until: formatDateTime(until, language) })}
      </p>
      <FormError t={t} notice={error} />
      {asking ? (
        <Dialog
          className="confirm-dialog"
          aria-labelledby="number-claim-title"
          aria-describedby="number-claim-body"
          busy={open.isPending}
          onCancel={() => {
            flushSync(() => setAsking(false));
            askRef.current?.focus();
          }}
          initialFocus=".button-secondary"
        >
          <h2 id="number-claim-title">{t('employer.confirmTitle')}</h2>
          <p id="number-claim-body">{t('employer.confirmText', { name })}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void report()}
              disabled={open.isPending}
              aria-busy={open.isPending}
            >
              <FlagIcon />
              {open.isPending ? t('employer.sending') : t('employer.confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                flushSync(() => setAsking(false));
                askRef.current?.focus();
              }}
              disabled={open.isPending}
            >
              {t('employer.cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
