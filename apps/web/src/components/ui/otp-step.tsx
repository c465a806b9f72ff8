// The second step of every sign-in: the 6-digit code from the SMS, Verify, Resend after a countdown, and a
// way back. People's login, both staff portals, the back office's Add Labourer / Add Employer and Delete my
// account use it, and so does confirming a number an Employer could not reach. Its texts come from the
// caller's namespace, which holds the `otp.*` keys (auth, staff, backOffice, ownProfile and claims do), so
// opening this step never waits for another catalogue.
import './otp-step.css';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { OTP_LENGTH, otpOf, type OtpSentResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';
import { ApiError, retryAfterSecondsOf, serverMessageOf } from '../../lib/api-client';
import { useCountdown } from '../../lib/use-countdown';
import { useWebOtp } from '../../lib/use-web-otp';
import { TextField } from './form-field';
import { FormError, FormStatus, type Notice } from './form-notice';
import { CheckIcon } from './icons';

interface OtpStepProps {
  namespace: 'auth' | 'staff' | 'backOffice' | 'ownProfile' | 'claims';
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** The server's answer to the code request ("OTP sent to …"), shown until something newer happens. */
  sentMessage: string;
  resendAfterSeconds: number;
  /** Resolves once signed in (the caller navigates away); rejects with the server's refusal. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<OtpSentResponse>;
  onBack: () => void;
  /** What to show when Verify is refused; by default the server's message as sent. */
  refusalNotice?: (caught: unknown) => Notice;
  /** The picture beside Verify's words; a tick by default, a bin where verifying deletes something. */
  verifyIcon?: ReactNode;
}

type Busy = 'verify' | 'resend' | null;

export function OtpStep({
  namespace,
  idPrefix,
  sentMessage,
  resendAfterSeconds,
  onVerify,
  onResend,
  onBack,
  refusalNotice = serverRefusal,
  verifyIcon = <CheckIcon />,
}: OtpStepProps) {
  const { t } = useTranslation(namespace);
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>({ text: sentMessage });
  const [busy, setBusy] = useState<Busy>(null);
  const [attempt, setAttempt] = useState(0);
  const { secondsLeft, restart } = useCountdown(resendAfterSeconds);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = `${idPrefix}-otp-title`;

  // The step opens because the person asked for a code; typing it is the only thing left to do.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useWebOtp(attempt, (code) => {
    setOtp(code.slice(0, OTP_LENGTH));
    setInvalid(false);
  });

  // A button that is disabled while it works drops the keyboard focus; put it where the person types next.
  function settle() {
    flushSync(() => setBusy(null));
    inputRef.current?.focus();
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const code = otpOf(otp);
    if (code === null) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy('verify');
    try {
      await onVerify(code);
      // Signed in: the caller is navigating away, so the button keeps saying "Verifying…" until the page changes.
    } catch (caught) {
      setError(refusalNotice(caught));
      settle();
      inputRef.current?.select();
    }
  }

  async function resend() {
    if (busy || secondsLeft > 0) return;
    setError(null);
    setStatus(null);
    setBusy('resend');
    try {
      const response = await onResend();
      setStatus({ key: 'otp.resent' });
      setOtp('');
      setInvalid(false);
      setAttempt((count) => count + 1);
      restart(response.resendAfterSeconds);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status < 500) {
        // A cooldown answer says how long to wait, in the server's words; other refusals get our plain text.
        const wait = retryAfterSecondsOf(caught);
        const message = wait === undefined ? undefined : serverMessageOf(caught);
        setError(message ? { text: message } : { key: 'otp.resendFailed' });
        if (wait !== undefined) restart(wait);
      } else {
        setError({ key: 'otp.serverError' });
      }
    }
    settle();
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void verify(event)} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('otp.title')}</h2>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      <TextField
        ref={inputRef}
        id={`${idPrefix}-otp`}
        className="otp-input"
        label={t('otp.label')}
        placeholder={t('otp.label')}
        error={invalid ? t('otp.invalid') : undefined}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
      />
      <button type="submit" className="button button-primary" disabled={busy !== null} aria-busy={busy === 'verify'}>
        {verifyIcon}
        {busy === 'verify' ? t('otp.verifying') : t('otp.verify')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void resend()}
        disabled={busy !== null || secondsLeft > 0}
        aria-busy={busy === 'resend'}
      >
        {busy === 'resend'
          ? t('otp.resending')
          : secondsLeft > 0
            ? t('otp.resendIn', { seconds: secondsLeft })
            : t('otp.resend')}
      </button>
      <button type="button" className="link-button" onClick={onBack} disabled={busy !== null}>
        {t('otp.back')}
      </button>
    </form>
  );
}

function serverRefusal(caught: unknown): Notice {
  const message = serverMessageOf(caught);
  return message ? { text: message } : { key: 'otp.somethingWentWrong' };
}

/** What to show when a code could not be asked for: the server's reason as sent, else our plain text. */
export function codeRequestFailure(caught: unknown): Notice {
  const message = serverMessageOf(caught);
  return message ? { text: message } : { key: 'errors.somethingWentWrong' };
}
