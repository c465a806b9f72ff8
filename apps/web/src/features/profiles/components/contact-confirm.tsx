// The confirmation step of paying for a worker's number (contact-unlock.tsx): the question with the price and
// where the money goes, then the payment from Credits and what to say when it is refused. Fetched when the
// Employer taps "View number", so a profile only looked at does not carry it (issue 19, docs/decisions/040).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { safetyMessages, walletMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { refusalNotice } from '../../../lib/contract-messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice, formatRupees } from '../../../lib/rupees';
import type { Notice } from '../../../components/ui/form-notice';
import { PhoneIcon } from '../../../components/ui/icons';
import { useUnlockContact } from '../api/unlock-contact';

// The refusals of an unlock that have words of our own; any other is shown as the server wrote it.
const unlockMessages = {
  insufficientCredits: walletMessages.insufficientCredits,
  onlyEmployersUnlock: walletMessages.onlyEmployersUnlock,
  cannotUnlock: walletMessages.cannotUnlock,
  // The page offers no unlock on a sample; a page older than its mark still gets the reason.
  sampleNoNumber: walletMessages.sampleNoNumber,
  // A worker this Employer contacted reported a demand for money (issue 16): paused until staff review it.
  unlocksFrozen: safetyMessages.unlocksFrozen,
} as const;

interface ContactConfirmProps {
  profileId: string;
  /** The question's words: the price, the worker's name and the price's breakup, already in the reader's language. */
  question: string;
  breakup: string;
  price: string;
  /**
   * The key of the confirmation whose answer never arrived, kept by the caller so confirming again (even after
   * this step closed) reuses it and never pays twice.
   */
  pendingKeyRef: RefObject<string | null>;
  onPaid: (paid: Notice) => void;
  onRefused: (refusal: Notice, needsCredits: boolean) => void;
  onCancel: () => void;
}

export default function ContactConfirm(props: ContactConfirmProps) {
  const { profileId, question, breakup, price, pendingKeyRef, onPaid, onRefused, onCancel } = props;
  const { t, language } = useTranslation('publicProfile');
  const unlock = useUnlockContact();
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);

  // The step opens because the Employer asked to see the number; the question is what to read next.
  useEffect(() => {
    questionRef.current?.focus();
  }, []);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const idempotencyKey = pendingKeyRef.current ?? newIdempotencyKey();
    pendingKeyRef.current = idempotencyKey;
    try {
      const unlocked = await unlock.mutateAsync({ profileId, idempotencyKey });
      pendingKeyRef.current = null;
      onPaid(
        unlocked.chargedPaise > 0
          ? {
              key: 'contact.paid',
              values: {
                price: formatPrice(unlocked.chargedPaise, language),
                credits: formatRupees(unlocked.creditsPaise, language),
              },
            }
          : { key: 'contact.alreadyPaid' },
      );
    } catch (caught) {
      if (caught instanceof ApiError && caught.status < 500) pendingKeyRef.current = null;
      onRefused(
        refusalNotice(caught, unlockMessages, 'unlockMessages', 'contact.failed'),
        caught instanceof ApiError && caught.status === 402,
      );
    }
  }

  return (
    <div className="contact-confirm" role="group" aria-labelledby="contact-confirm-question">
      <p id="contact-confirm-question" ref={questionRef} tabIndex={-1}>
        {question} <span className="field-hint">{breakup}</span>
      </p>
      <div className="profile-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
        >
          <PhoneIcon />
          {busy ? t('contact.paying') : t('contact.pay', { price })}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('contact.cancel')}
        </button>
      </div>
    </div>
  );
}
