// /login: Login or Sign Up with name, mobile number and role, then the 6-digit code from the SMS. On success
// the session is stored and the person goes where the server sends them (their profile form, or the app).
// Sign Up also shows the privacy notice and asks the person to agree to it before a code is sent.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  otpRequestSchema,
  PRIVACY_NOTICE_VERSION,
  userTypes,
  type OtpRequest,
  type UserType,
} from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { fieldErrorKeys } from '../../../lib/contract-messages';
import { saveSession } from '../../../lib/session-storage';
import { sameSitePath } from '../../../lib/same-site-path';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { focusFirstError, SelectField, TextField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { OtpStep } from '../../../components/ui/otp-step';
import { requestOtp, type AuthMode } from '../api/request-otp';
import { verifyOtp, type VerifyRequest } from '../api/verify-otp';
import { resendOtp } from '../api/resend-otp';
import { SignupConsent } from '../components/signup-consent';
import { SendIcon } from '../../../components/ui/icons';

type Field = 'name' | 'phone' | 'consent';
const fieldOrder: readonly Field[] = ['name', 'phone', 'consent'];
const fieldIds: Record<Field, string> = { name: 'login-name', phone: 'login-phone', consent: 'login-consent' };

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
  const [agreed, setAgreed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
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
    const keys = fieldErrorKeys(parsed.error?.issues ?? []);
    const errors: Partial<Record<Field, string>> = {};
    for (const field of fieldOrder) {
      const key = keys.get(field);
      if (key) errors[field] = `errors.${key}`;
    }
    if (mode === 'signup' && !agreed) errors.consent = 'consent.required';
    setFieldErrors(errors);
    if (focusFirstError(formRef.current, fieldOrder, errors, (field) => fieldIds[field]) || !parsed.success) return;
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
    // A sign-up reaches this step only with the notice agreed to, so its version goes with the code.
    const request: VerifyRequest =
      code.mode === 'signup'
        ? { mode: 'signup', body: { ...code.request, otp, consentVersion: PRIVACY_NOTICE_VERSION } }
        : { mode: 'login', body: { ...code.request, otp } };
    const response = await verifyOtp(request);
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
            ref={formRef}
            className="form"
            noValidate
            onSubmit={(event) => void sendOtp(event)}
            aria-labelledby="login-form-title"
          >
            <h2 id="login-form-title">{mode === 'login' ? t('loginHeading') : t('signupHeading')}</h2>
            <TextField
              id={fieldIds.name}
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
              id={fieldIds.phone}
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
            {mode === 'signup' ? (
              <SignupConsent
                id={fieldIds.consent}
                agreed={agreed}
                onChange={(checked) => {
                  setAgreed(checked);
                  if (checked) setFieldErrors(({ consent: _answered, ...others }) => others);
                }}
                error={fieldErrors.consent && t(fieldErrors.consent)}
              />
            ) : null}
            <FormError t={t} notice={error} />
            <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
              <SendIcon />
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
