// When an Employer reported that a worker's number does not answer, Home asks the worker, at the top, to
// confirm it with a code sent to that number: until they do (or if the deadline passed and the Employer was
// refunded) their profile is out of search. Nothing shows when nothing is asked. Loaded only when something is
// asked (confirm-number-banner.tsx), with the code step and its words.
import './confirm-number-banner.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { SendCodeStep } from '../../../components/ui/send-code-step';
import { confirmNumber, sendNumberCode } from '../api/confirm-number';
import { myNumberClaimsKey, useMyNumberClaims } from '../api/get-my-number-claims';

export function ConfirmNumberAsk() {
  const { t, language } = useTranslation('claims');
  const client = useQueryClient();
  const asked = useMyNumberClaims().data;
  const [done, setDone] = useState<Notice | null>(null);
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
      <SendCodeStep
        namespace="claims"
        idPrefix="confirm-number"
        send={sendNumberCode}
        onVerify={verify}
        keys={{ send: 'worker.sendCode', sending: 'worker.sending', sendFailed: 'worker.sendFailed' }}
        tone="button-primary"
      />
    </section>
  );
}
