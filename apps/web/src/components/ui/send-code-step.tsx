// Where a signed-in person proves they hold their number (confirming it for an Employer, deleting the account):
// one button that sends a code, then the code step (otp-step.tsx). Going back from the code step puts the
// keyboard on the button again, and a refusal to send shows above it in the server's words.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { OtpSentResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../lib/api-client';
import { FormError, type Notice } from './form-notice';
import { SendIcon } from './icons';
import { useSentCode } from './use-sent-code';
import { PageLoading } from './page-loading';

// The code step (its input, countdown and checks) is fetched when the code is asked for, beside the request, so
// a page that only offers the button does not carry it (issue 19, docs/decisions/040).
const loadOtpStep = () => import('./lazy-otp-step');
const OtpStep = lazy(loadOtpStep);

export interface SendCodeStepProps {
  namespace: 'ownProfile' | 'claims';
  /** Prefix for the code step's element ids, unique on the page. */
  idPrefix: string;
  send: () => Promise<OtpSentResponse>;
  /** Resolves once the code was taken; rejects with the server's refusal (shown by the code step). */
  onVerify: (otp: string) => Promise<void>;
  /** Catalogue keys of the button's words and of the fallback when sending failed without the server's words. */
  keys: { send: string; sending: string; sendFailed: string };
  /** `button-danger` where the code confirms something that cannot be undone. */
  tone: 'button-primary' | 'button-danger';
  verifyIcon?: ReactNode;
  /** Sends as it first shows: the button was pressed before this code arrived (send-code-button.tsx). */
  sendAtOnce?: boolean;
}

export function SendCodeStep({
  namespace,
  idPrefix,
  send,
  onVerify,
  keys,
  tone,
  verifyIcon,
  sendAtOnce = false,
}: SendCodeStepProps) {
  const { t } = useTranslation(namespace);
  const sendRef = useRef<HTMLButtonElement>(null);
  const { sent, setSent, back } = useSentCode<OtpSentResponse>(sendRef);
  const [busy, setBusy] = useState(sendAtOnce);
  const [error, setError] = useState<Notice | null>(null);

  function sendCode() {
    if (busy) return;
    setError(null);
    setBusy(true);
    void request();
  }

  async function request() {
    // Started with the request so the code step usually arrives before the SMS; if this fetch fails, opening the
    // step asks again.
    loadOtpStep().catch(() => undefined);
    try {
      const answer = await send();
      // The code step puts the keyboard in its input as it opens.
      flushSync(() => {
        setBusy(false);
        setSent(answer);
      });
    } catch (caught) {
      // A refusal (too many codes, SMS down) comes in the server's words, already in the reader's language.
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      flushSync(() => {
        setBusy(false);
        setError(message ? { text: message } : { key: keys.sendFailed });
      });
      sendRef.current?.focus();
    }
  }

  // Once, though development's strict mode runs an effect twice.
  const sentAtOnce = useRef(false);
  useEffect(() => {
    if (!sendAtOnce || sentAtOnce.current) return;
    sentAtOnce.current = true;
    void request();
  });

  if (sent) {
    return (
      <Suspense fallback={<PageLoading />}>
        <OtpStep
          namespace={namespace}
          idPrefix={idPrefix}
          sentMessage={sent.message}
          resendAfterSeconds={sent.resendAfterSeconds}
          onVerify={onVerify}
          onResend={send}
          onBack={back}
          verifyIcon={verifyIcon}
        />
      </Suspense>
    );
  }
  return (
    <>
      <FormError t={t} notice={error} />
      <button
        ref={sendRef}
        type="button"
        className={`button ${tone}`}
        onClick={sendCode}
        disabled={busy}
        aria-busy={busy}
      >
        <SendIcon />
        {busy ? t(keys.sending) : t(keys.send)}
      </button>
    </>
  );
}
