// An Employer on a worker's profile: the number once paid for (call it or open WhatsApp), otherwise its price
// with where the money goes, a confirmation step, then the payment from Credits. Not enough Credits points
// to the wallet. One Idempotency-Key per confirmation, kept while that confirmation is retried. Once paid,
// a number that does not answer can be reported (number-claim.tsx).
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { formatIndianMobile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/rupees';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { useContactStatus } from '../api/get-contact-status';
import { PhoneIcon } from '../../../components/ui/icons';

// Loaded when needed (issue 19, docs/decisions/040): the confirmation and payment when the Employer taps "View
// number", the "number not reachable" report only on a number already paid for.
const ContactConfirm = lazy(() => import('./contact-confirm'));
const NumberClaim = lazy(() => import('./number-claim').then((module) => ({ default: module.NumberClaim })));

export function ContactNumber({ number, callRef }: { number: string; callRef?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation('publicProfile');
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
  const { t, language } = useTranslation('publicProfile');
  const { t: tProfiles } = useTranslation('profiles');
  const status = useContactStatus(profileId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const [paid, setPaid] = useState<Notice | null>(null);
  const [needsCredits, setNeedsCredits] = useState(false);
  // The confirmation whose answer never arrived: confirming again reuses its key.
  const pendingKey = useRef<string | null>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  const callRef = useRef<HTMLAnchorElement>(null);

  const data = status.data;
  if (!data) {
    return status.isError ? (
      <div className="contact-unlock">
        <p role="alert">{t('contact.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void status.refetch()}>
          {tProfiles('retry')}
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
    // The confirmation puts the keyboard on its question as it opens.
    setError(null);
    setNeedsCredits(false);
    setConfirming(true);
  }

  function cancel() {
    flushSync(() => setConfirming(false));
    offerRef.current?.focus();
  }

  function paidFor(notice: Notice) {
    flushSync(() => {
      setConfirming(false);
      setPaid(notice);
    });
    callRef.current?.focus();
  }

  function refused(refusal: Notice, withoutCredits: boolean) {
    flushSync(() => {
      setConfirming(false);
      setNeedsCredits(withoutCredits);
      setError(refusal);
    });
    offerRef.current?.focus();
  }

  return (
    <div className="contact-unlock">
      {data.unlocked && data.contactNumber ? (
        <>
          <ContactNumber number={data.contactNumber} callRef={callRef} />
          {/* Its own boundary: loading the claim's code and texts must not hide the number, which has the focus. */}
          <Suspense fallback={null}>
            <NumberClaim profileId={profileId} name={name} />
          </Suspense>
        </>
      ) : (
        <>
          <p>{t('contact.hidden')}</p>
          {confirming ? (
            <Suspense fallback={<PageLoading />}>
              <ContactConfirm
                profileId={profileId}
                question={t('contact.confirm', { price, name })}
                breakup={breakup}
                price={price}
                pendingKeyRef={pendingKey}
                onPaid={paidFor}
                onRefused={refused}
                onCancel={cancel}
              />
            </Suspense>
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
