// /admin-login (passcode) and /employee-login (user id): either one texts a code to the staff member's
// registered mobile; the code signs them in and opens their portal's dashboard.
import '../back-office.css';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  adminOtpRequestSchema,
  authMessages,
  employeeOtpRequestSchema,
  type OtpSentResponse,
} from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { fieldErrorKeysFor, type ValidationIssue } from '../../../lib/contract-messages';
import { saveStaffToken } from '../../../lib/session-storage';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { TextField } from '../../../components/ui/form-field';
import { FormError } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { codeRequestFailure, OtpStep } from '../../../components/ui/otp-step';
import { useSentCode } from '../../../components/ui/use-sent-code';
import { requestAdminOtp } from '../api/request-admin-otp';
import { verifyAdminOtp } from '../api/verify-admin-otp';
import { requestEmployeeOtp } from '../api/request-employee-otp';
import { verifyEmployeeOtp } from '../api/verify-employee-otp';
import { portalPaths, type StaffPortal } from '../staff-portal';
import { SendIcon } from '../../../components/ui/icons';

// Here, not in lib/contract-messages: a reader of the sign-in messages there put them on every page that
// translates a refusal (docs/decisions/038).
const fieldErrorKeys = fieldErrorKeysFor(authMessages);

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
  const inputRef = useRef<HTMLInputElement>(null);
  const { sent, setSent, back } = useSentCode<SentCode>(inputRef);
  const { parse, requestOtp, verify } = portals[portal];
  const inputId = `${portal}-login-credential`;
  const { fieldProps, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { credential: '' },
    fields: ['credential'],
    idOf: () => inputId,
    check: ({ credential }): Checked<'credential', string> => {
      const parsed = parse(credential);
      if (parsed.success) return { data: parsed.data };
      const key = fieldErrorKeys(parsed.issues).values().next().value ?? 'invalidField';
      return { errors: { credential: `errors.${key}` } };
    },
    send: async (checked) => {
      const response = await requestOtp(checked);
      setSent({ credential: checked, message: response.message, resendAfterSeconds: response.resendAfterSeconds });
    },
    failure: codeRequestFailure,
    afterSend: 'stay',
  });

  async function signIn(code: SentCode, otp: string) {
    const response = await verify(code.credential, otp);
    saveStaffToken(response.token);
    await navigate(portalPaths[portal].dashboard, { replace: true });
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
          onBack={back}
        />
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-labelledby="staff-login-title">
          <TextField
            ref={inputRef}
            {...fieldProps('credential', t)}
            label={t(`${portal}Login.credential`)}
            {...(portal === 'admin'
              ? { type: 'password', autoComplete: 'current-password' }
              : { type: 'text', autoComplete: 'username', autoCapitalize: 'characters', spellCheck: false })}
            required
          />
          <FormError t={t} notice={error} />
          <SubmitButton
            ref={submitRef}
            busy={busy}
            icon={<SendIcon />}
            label={t(`${portal}Login.sendOtp`)}
            busyLabel={t('sendingOtp')}
          />
        </form>
      )}
    </section>
  );
}
