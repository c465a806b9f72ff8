// When an Employer reported that a worker's number does not answer, Home asks the worker, at the top, to
// confirm it with a code sent to that number: until they do (or if the deadline passed and the Employer was
// refunded) their profile is out of search. Nothing shows when nothing is asked. Loaded only when something is
// asked (confirm-number-banner.tsx), with the code step and its words.
import './confirm-number-banner.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { OtpSentResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { SendIcon } from '../../../components/ui/icons';
import { OtpStep } from '../../../components/ui/otp-step';
import { confirmNumber, sendNumberCode } from '../api/confirm-number';
import { myNumberClaimsKey, useMyNumberClaims } from '../api/get-my-number-claims';

export function ConfirmNumberAsk() {
  const { t, language } = useTranslation('claims');
  const client = useQueryClient();
  const asked = useMyNumberClaims().data;
  const [sent, setSent] = useState<OtpSentResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const [done, setDone] = useState<Notice | null>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className="confirm-number-done">
        <FormStatus t={t} notice={done} />
      </div>
    );
  }
  if (!asked?.numberInDoubt) return null;

  // The soonest deadline: the one that matters to the worker.
  const deadline = asked.claims.map((claim) => claim.confirmBy).sort()[0];

  async function sendCode() {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const answer = await sendNumberCode();
      flushSync(() => {
        setBusy(false);
        setSent(answer);
      });
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      flushSync(() => {
        setBusy(false);
        setError(message ? { text: message } : { key: 'worker.sendFailed' });
      });
      sendRef.current?.focus();
    }
  }

  async function verify(otp: string) {
    const answer = await confirmNumber(otp);
    flushSync(() => setDone({ text: answer.message }));
    doneRef.current?.focus();
    void client.invalidateQueries({ queryKey: myNumberClaimsKey });
  }

  return (
    <section className="confirm-number" aria-labelledby="confirm-number-title">
      <h2 id="confirm-number-title">{t('worker.title')}</h2>
      <p>{deadline ? t('worker.text', { date: formatDateTime(deadline, language) }) : t('worker.outOfSearch')}</p>
      {sent ? (
        <OtpStep
          namespace="claims"
          idPrefix="confirm-number"
          sentMessage={sent.message}
          resendAfterSeconds={sent.resendAfterSeconds}
          onVerify={verify}
          onResend={sendNumberCode}
          onBack={() => {
            flushSync(() => setSent(null));
            sendRef.current?.focus();
          }}
        />
      ) : (
        <>
          <FormError t={t} notice={error} />
          <button
            ref={sendRef}
            type="button"
            className="button button-primary"
            onClick={() => void sendCode()}
            disabled={busy}
            aria-busy={busy}
          >
            <SendIcon />
            {busy ? t('worker.sending') : t('worker.sendCode')}
          </button>
        </>
      )}
    </section>
  );
}
