// An Employer on a worker's profile: the number once paid for (call it or open WhatsApp), otherwise its price
// with where the money goes, a confirmation step, then the payment from Credits. Not enough Credits points
// to the wallet. One Idempotency-Key per confirmation, kept while that confirmation is retried. Once paid,
// a number that does not answer can be reported (number-claim.tsx).
import { Suspense, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { formatIndianMobile, safetyMessages, walletMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { refusalNotice } from '../../../lib/contract-messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice, formatRupees } from '../../../lib/rupees';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useContactStatus } from '../api/get-contact-status';
import { useUnlockContact } from '../api/unlock-contact';
import { PhoneIcon } from '../../../components/ui/icons';
import { NumberClaim } from './number-claim';

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

export function ContactNumber({ number, callRef }: { number: string; callRef?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation();
  return (
    <span className="contact-number">
      <a ref={callRef} href={`tel:${number}`} className="contact-number-call">
        {formatIndianMobile(number)}
      </a>
      <a href={`https://wa.me/${number.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer">
        {t('contact.whatsapp')}
        <span className="visually-hidden"> {tCommon('footer.newTab')}</span>
      </a>
    </span>
  );
}

export function ContactUnlock({ profileId, name }: { profileId: string; name: string }) {
  const { t, language } = useTranslation('profiles');
  const status = useContactStatus(profileId);
  const unlock = useUnlockContact();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const [paid, setPaid] = useState<Notice | null>(null);
  const [needsCredits, setNeedsCredits] = useState(false);
  // The confirmation whose answer never arrived: confirming again reuses its key.
  const pendingKey = useRef<string | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  const callRef = useRef<HTMLAnchorElement>(null);

  const data = status.data;
  if (!data) {
    return status.isError ? (
      <div className="contact-unlock">
        <p role="alert">{t('contact.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void status.refetch()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t('contact.checking')}</p>
    );
  }

  const price = formatPrice(data.pricePaise, language);
  const breakup = t('contact.breakup', {
    worker: formatPrice(data.workerSharePaise, language),
    fee: formatPrice(data.pricePaise - data.workerSharePaise, language),
  });

  function openConfirmation() {
    flushSync(() => {
      setError(null);
      setNeedsCredits(false);
      setConfirming(true);
    });
    questionRef.current?.focus();
  }

  function cancel() {
    flushSync(() => setConfirming(false));
    offerRef.current?.focus();
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    try {
      const unlocked = await unlock.mutateAsync({ profileId, idempotencyKey });
      pendingKey.current = null;
      flushSync(() => {
        setBusy(false);
        setConfirming(false);
        setPaid(
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
      });
      callRef.current?.focus();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status < 500) pendingKey.current = null;
      flushSync(() => {
        setBusy(false);
        setConfirming(false);
        setNeedsCredits(caught instanceof ApiError && caught.status === 402);
        setError(refusalNotice(caught, unlockMessages, 'unlockMessages', 'contact.failed'));
      });
      offerRef.current?.focus();
    }
  }

  return (
    <div className="contact-unlock">
      {data.unlocked && data.contactNumber ? (
        <>
          <ContactNumber number={data.contactNumber} callRef={callRef} />
          {/* Its own boundary: loading the claims texts must not hide the number, which has the focus. */}
          <Suspense fallback={null}>
            <NumberClaim profileId={profileId} name={name} />
          </Suspense>
        </>
      ) : (
        <>
          <p>{t('contact.hidden')}</p>
          {confirming ? (
            <div className="contact-confirm" role="group" aria-labelledby="contact-confirm-question">
              <p id="contact-confirm-question" ref={questionRef} tabIndex={-1}>
                {t('contact.confirm', { price, name })} <span className="field-hint">{breakup}</span>
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
                <button type="button" className="button button-secondary" onClick={cancel} disabled={busy}>
                  {t('contact.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <>
              <button
                ref={offerRef}
                type="button"
                className="button button-primary"
                onClick={openConfirmation}
                aria-describedby="contact-breakup"
              >
                <PhoneIcon />
                {t('contact.view', { price })}
              </button>
              <p id="contact-breakup" className="field-hint">
                {breakup}
              </p>
            </>
          )}
          <FormError t={t} notice={error} />
          {needsCredits ? (
            <p>
              <Link to={paths.app.wallet}>{t('contact.recharge')}</Link>
            </p>
          ) : null}
        </>
      )}
      <FormStatus t={t} notice={paid} />
    </div>
  );
}
