// /login: Login or Sign Up with name, mobile number and role, then the 6-digit code from the SMS. On success
// the session is stored and the person goes where the server sends them (their profile form, or the app).
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { otpRequestSchema, userTypes, type OtpRequest, type UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../app/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { fieldErrorKeys } from '../../../lib/contract-messages';
import { saveSession } from '../../../lib/session-storage';
import { sameSitePath } from '../../../lib/same-site-path';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { OtpStep } from '../../../components/ui/otp-step';
import { requestOtp, type AuthMode } from '../api/request-otp';
import { verifyOtp } from '../api/verify-otp';
import { resendOtp } from '../api/resend-otp';

type Field = 'name' | 'phone';
const fieldOrder: readonly Field[] = ['name', 'phone'];

interface SentCode {
  mode: AuthMode;
  /** Exactly what the code was asked for with; verify and resend must send the same. */
  request: OtpRequest;
  message: string;
  resendAfterSeconds: number;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('login');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [userType, setUserType] = useState<UserType>('Employer');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentCode | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  function switchMode() {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setError(null);
    setFieldErrors({});
  }

  async function sendOtp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    // The spec keeps names in lower case; the contract trims and checks the rest.
    const parsed = otpRequestSchema.safeParse({ name: name.toLowerCase(), phone, userType });
    if (!parsed.success) {
      const keys = fieldErrorKeys(parsed.error.issues);
      const errors: Partial<Record<Field, string>> = {};
      for (const field of fieldOrder) {
        const key = keys.get(field);
        if (key) errors[field] = `errors.${key}`;
      }
      setFieldErrors(errors);
      const first = fieldOrder.find((field) => errors[field]);
      if (first) (first === 'name' ? nameRef : phoneRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const response = await requestOtp(mode, parsed.data);
      setSent({
        mode,
        request: parsed.data,
        message: response.message,
        resendAfterSeconds: response.resendAfterSeconds,
      });
      setBusy(false);
    } catch (caught) {
      const message = serverMessageOf(caught);
      setError(message ? { text: message } : { key: 'errors.somethingWentWrong' });
      // The disabled button lost the keyboard focus; give it back so the person can try again from there.
      flushSync(() => setBusy(false));
      submitRef.current?.focus();
    }
  }

  async function verify(code: SentCode, otp: string) {
    const response = await verifyOtp(code.mode, { ...code.request, otp });
    saveSession(response.authToken, response.userId);
    await navigate(sameSitePath(response.forwardLink, paths.app.root), { replace: true });
  }

  function changeNumber() {
    flushSync(() => setSent(null));
    phoneRef.current?.focus();
  }

  return (
    <section className="narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t('title')}</h1>
      {sent ? (
        <OtpStep
          namespace="auth"
          idPrefix="login"
          sentMessage={sent.message}
          resendAfterSeconds={sent.resendAfterSeconds}
          onVerify={(otp) => verify(sent, otp)}
          onResend={() => resendOtp(sent.request)}
          onBack={changeNumber}
        />
      ) : (
        <>
          <form
            className="form"
            noValidate
            onSubmit={(event) => void sendOtp(event)}
            aria-labelledby="login-form-title"
          >
            <h2 id="login-form-title">{mode === 'login' ? t('loginHeading') : t('signupHeading')}</h2>
            <TextField
              ref={nameRef}
              id="login-name"
              label={t('fields.name')}
              error={fieldErrors.name && t(fieldErrors.name)}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="name"
              autoCapitalize="words"
              maxLength={80}
              required
            />
            <TextField
              ref={phoneRef}
              id="login-phone"
              label={t('fields.phone')}
              error={fieldErrors.phone && t(fieldErrors.phone)}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={20}
              required
            />
            <SelectField
              id="login-role"
              label={t('fields.role')}
              value={userType}
              onChange={(event) => setUserType(event.target.value as UserType)}
            >
              {userTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`roles.${type}`)}
                </option>
              ))}
            </SelectField>
            <FormError t={t} notice={error} />
            <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
              {busy ? t('sendingOtp') : t('sendOtp')}
            </button>
          </form>
          <p className="form-switch">
            <button type="button" className="link-button" onClick={switchMode} disabled={busy}>
              {mode === 'login' ? t('switchToSignup') : t('switchToLogin')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
