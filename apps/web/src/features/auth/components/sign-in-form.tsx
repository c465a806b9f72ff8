// /login: Log in with the mobile number alone (the account knows its name and role), or Sign Up with name,
// number and role; then the 6-digit code from the SMS. On success the session is stored and the person goes
// back to the page that sent them here (`next=`, a path on this site only), else where the server sends them
// (their profile form, or the app). Sign Up also shows the privacy notice and asks the person to agree to it
// before a code is sent. Without the router, so the pre-rendered /login hydrates without it (docs/decisions/033):
// the page around it says where the address's query is and how to go on (pages/login-page.tsx under the router,
// app/sign-in-root.tsx on the sign-in page's own entry).
import { useRef, useState } from 'react';
import {
  checkLoginFields,
  checkSignInFields,
  PRIVACY_NOTICE_VERSION,
  userTypes,
  type UserType,
} from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { saveSession } from '../../../lib/session-storage';
import { settleAccountLanguage } from '../../../lib/account-language';
import { sameSitePath, sameSitePathOrNull } from '../../../lib/same-site-path';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type Checked, type FieldErrors } from '../../../components/ui/use-contract-form';
import { FormError } from '../../../components/ui/form-notice';
import { codeRequestFailure, OtpStep } from '../../../components/ui/otp-step';
import { useSentCode } from '../../../components/ui/use-sent-code';
import { useHydrated, valueTypedBeforeHydration } from '../../../components/ui/use-hydrated';
import { requestOtp, type AuthMode, type CodeRequest } from '../api/request-otp';
import { verifyOtp, type VerifyRequest } from '../api/verify-otp';
import { resendOtp } from '../api/resend-otp';
import { SignupConsent } from './signup-consent';
import { SendIcon } from '../../../components/ui/icons';

type Field = 'name' | 'phone' | 'consent';
const fieldOrder: readonly Field[] = ['name', 'phone', 'consent'];
const fieldIds: Record<Field, string> = { name: 'login-name', phone: 'login-phone', consent: 'login-consent' };

/** The side and role a link asked for: /login?mode=signup&role=Labourer (Join Now, For Workers, For Employers). */
function linkedSide(params: URLSearchParams): { mode?: AuthMode; role?: UserType } {
  return {
    mode: params.get('mode') === 'signup' ? 'signup' : undefined,
    role: userTypes.find((type) => type === params.get('role')),
  };
}

/** Exactly what the code was asked for with (verify and resend send the same), and the server's answer. */
type SentCode = CodeRequest & { message: string; resendAfterSeconds: number };

interface SignInFormProps {
  /** The address's query: `mode`, `role` and `next`. */
  params: URLSearchParams;
  /** Goes to a page of this site once signed in, in place of /login in the history. */
  goTo: (path: string) => Promise<void> | void;
}

export function SignInForm({ params, goTo }: SignInFormProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title'));
  const hydrated = useHydrated();
  // The pre-rendered page is the log-in side, the number alone (one HTML for every link), so a link's side and
  // role apply once the page's code has taken over; a page rendered in the browser shows them at once.
  const linked = hydrated ? linkedSide(params) : {};
  const [modeChosen, setMode] = useState<AuthMode | undefined>(undefined);
  const [roleChosen, setUserType] = useState<UserType | undefined>(undefined);
  const mode = modeChosen ?? linked.mode ?? 'login';
  // The spec's default role; the pre-rendered log-in side has no role field to keep a choice from.
  const userType = roleChosen ?? linked.role ?? 'Employer';
  const [agreed, setAgreed] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const { sent, setSent, back } = useSentCode<SentCode>(phoneRef);
  const form = useContractForm({
    // The form is pre-rendered (docs/decisions/029): what was typed before its code arrived is kept.
    initial: () => ({ name: '', phone: valueTypedBeforeHydration(fieldIds.phone) }),
    fields: fieldOrder,
    idOf: (field) => fieldIds[field],
    check: ({ name, phone }): Checked<Field, CodeRequest> => {
      // The name is kept as typed (the contract trims it); the checks run without zod, which the form's first
      // paint would otherwise wait for. Logging in sends the number alone.
      if (mode === 'login') {
        const checked = checkLoginFields({ phone });
        if ('data' in checked) return { data: { mode, request: checked.data } };
        return { errors: checked.problems.phone ? { phone: `errors.${checked.problems.phone}` } : {} };
      }
      const checked = checkSignInFields({ name, phone, userType });
      const errors: FieldErrors<Field> = {};
      const problems = 'problems' in checked ? checked.problems : {};
      if (problems.name) errors.name = `errors.${problems.name}`;
      if (problems.phone) errors.phone = `errors.${problems.phone}`;
      if (!agreed) errors.consent = 'consent.required';
      return 'data' in checked && Object.keys(errors).length === 0
        ? { data: { mode, request: checked.data } }
        : { errors };
    },
    send: async (code) => {
      const response = await requestOtp(code);
      setSent({ ...code, message: response.message, resendAfterSeconds: response.resendAfterSeconds });
    },
    failure: codeRequestFailure,
    afterSend: 'stay',
  });
  const { fieldProps, errors: fieldErrors, setErrors, setError, error, busy, formRef, submitRef } = form;

  function switchMode() {
    setMode(mode === 'login' ? 'signup' : 'login');
    setError(null);
    setErrors({});
  }

  async function verify(code: SentCode, otp: string) {
    // A sign-up reaches this step only with the notice agreed to, so its version goes with the code.
    const request: VerifyRequest =
      code.mode === 'signup'
        ? { mode: 'signup', body: { ...code.request, otp, consentVersion: PRIVACY_NOTICE_VERSION } }
        : { mode: 'login', body: { ...code.request, otp } };
    const response = await verifyOtp(request);
    saveSession(response.authToken, response.userId);
    if (code.mode === 'signup') settleAccountLanguage();
    const next = sameSitePathOrNull(params.get('next'));
    await goTo(next ?? sameSitePath(response.forwardLink, paths.app.root));
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
          onBack={back}
        />
      ) : (
        <>
          <form ref={formRef} className="form" noValidate onSubmit={form.onSubmit} aria-labelledby="login-form-title">
            <h2 id="login-form-title">{mode === 'login' ? t('loginHeading') : t('signupHeading')}</h2>
            {mode === 'signup' ? (
              <TextField
                {...fieldProps('name', t)}
                label={t('fields.name')}
                autoComplete="name"
                autoCapitalize="words"
                maxLength={80}
                required
              />
            ) : null}
            <TextField
              ref={phoneRef}
              {...fieldProps('phone', t)}
              label={t('fields.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={20}
              required
            />
            {mode === 'signup' ? (
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
            ) : null}
            {mode === 'signup' ? (
              <SignupConsent
                id={fieldIds.consent}
                agreed={agreed}
                onChange={(checked) => {
                  setAgreed(checked);
                  if (checked) setErrors(({ consent: _answered, ...others }) => others);
                }}
                error={fieldErrors.consent && t(fieldErrors.consent)}
              />
            ) : null}
            <FormError t={t} notice={error} />
            <SubmitButton
              ref={submitRef}
              busy={busy}
              icon={<SendIcon />}
              label={t('sendOtp')}
              busyLabel={t('sendingOtp')}
            />
          </form>
          <p className="form-switch">
            <button type="button" className="link-button" onClick={switchMode} disabled={busy || !hydrated}>
              {mode === 'login' ? t('switchToSignup') : t('switchToLogin')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
