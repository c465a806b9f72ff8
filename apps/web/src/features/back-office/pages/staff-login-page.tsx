// /admin-login (passcode) and /employee-login (user id): either one texts a code to the staff member's
// registered mobile; the code signs them in and opens their portal's dashboard.
import '../back-office.css';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { adminOtpRequestSchema, employeeOtpRequestSchema, type OtpSentResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { serverMessageOf } from '../../../lib/api-client';
import { fieldErrorKeys, type ValidationIssue } from '../../../lib/contract-messages';
import { saveStaffToken } from '../../../lib/session-storage';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { TextField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { OtpStep } from '../../../components/ui/otp-step';
import { requestAdminOtp } from '../api/request-admin-otp';
import { verifyAdminOtp } from '../api/verify-admin-otp';
import { requestEmployeeOtp } from '../api/request-employee-otp';
import { verifyEmployeeOtp } from '../api/verify-employee-otp';
import { portalPaths, type StaffPortal } from '../staff-portal';
import { SendIcon } from '../../../components/ui/icons';

type Parsed = { success: true; data: string } | { success: false; issues: readonly ValidationIssue[] };

/** What each portal asks for first, checked with the contract's schema, and its two calls. */
const portals = {
  admin: {
    parse(value: string): Parsed {
      const result = adminOtpRequestSchema.safeParse({ passcode: value });
      return result.success
        ? { success: true, data: result.data.passcode }
        : { success: false, issues: result.error.issues };
    },
    requestOtp: (passcode: string) => requestAdminOtp({ passcode }),
    verify: (passcode: string, otp: string) => verifyAdminOtp({ passcode, otp }),
  },
  employee: {
    parse(value: string): Parsed {
      const result = employeeOtpRequestSchema.safeParse({ userId: value });
      return result.success
        ? { success: true, data: result.data.userId }
        : { success: false, issues: result.error.issues };
    },
    requestOtp: (userId: string) => requestEmployeeOtp({ userId }),
    verify: (userId: string, otp: string) => verifyEmployeeOtp({ userId, otp }),
  },
} satisfies Record<
  StaffPortal,
  {
    parse: (value: string) => Parsed;
    requestOtp: (credential: string) => Promise<OtpSentResponse>;
    verify: (credential: string, otp: string) => Promise<{ token: string }>;
  }
>;

interface SentCode {
  credential: string;
  message: string;
  resendAfterSeconds: number;
}

export default function StaffLoginPage({ portal }: { portal: StaffPortal }) {
  const { t } = useTranslation('staff');
  useDocumentTitle(t(`${portal}Login.title`));
  const navigate = useNavigate();
  const [credential, setCredential] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentCode | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { parse, requestOtp, verify } = portals[portal];
  const inputId = `${portal}-login-credential`;

  async function sendOtp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = parse(credential);
    if (!parsed.success) {
      const key = fieldErrorKeys(parsed.issues).values().next().value ?? 'invalidField';
      setFieldError(`errors.${key}`);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const response = await requestOtp(parsed.data);
      setSent({ credential: parsed.data, message: response.message, resendAfterSeconds: response.resendAfterSeconds });
      setBusy(false);
    } catch (caught) {
      const message = serverMessageOf(caught);
      setError(message ? { text: message } : { key: 'errors.somethingWentWrong' });
      // The disabled button lost the keyboard focus; give it back so the person can try again from there.
      flushSync(() => setBusy(false));
      submitRef.current?.focus();
    }
  }

  async function signIn(code: SentCode, otp: string) {
    const response = await verify(code.credential, otp);
    saveStaffToken(response.token);
    await navigate(portalPaths[portal].dashboard, { replace: true });
  }

  function startAgain() {
    flushSync(() => setSent(null));
    inputRef.current?.focus();
  }

  return (
    <section className="narrow" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title">{t(`${portal}Login.title`)}</h1>
      {sent ? (
        <OtpStep
          namespace="staff"
          idPrefix={`${portal}-login`}
          sentMessage={sent.message}
          resendAfterSeconds={sent.resendAfterSeconds}
          onVerify={(otp) => signIn(sent, otp)}
          onResend={() => requestOtp(sent.credential)}
          onBack={startAgain}
        />
      ) : (
        <form className="form" noValidate onSubmit={(event) => void sendOtp(event)} aria-labelledby="staff-login-title">
          <TextField
            ref={inputRef}
            id={inputId}
            label={t(`${portal}Login.credential`)}
            error={fieldError ? t(fieldError) : undefined}
            value={credential}
            onChange={(event) => setCredential(event.target.value)}
            {...(portal === 'admin'
              ? { type: 'password', autoComplete: 'current-password' }
              : { type: 'text', autoComplete: 'username', autoCapitalize: 'characters', spellCheck: false })}
            required
          />
          <FormError t={t} notice={error} />
          <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            <SendIcon />
            {busy ? t('sendingOtp') : t(`${portal}Login.sendOtp`)}
          </button>
        </form>
      )}
    </section>
  );
}
