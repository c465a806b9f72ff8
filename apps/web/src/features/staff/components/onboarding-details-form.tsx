// Step 1 of Add Labourer / Add Employer: the person's name and 10-digit mobile, checked with the contract's
// schema (spec §5: "Enter a valid 10-digit mobile number."), then a code is texted to that mobile.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { onboardingOtpRequestSchema, type UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { focusFirstError } from '../../../components/ui/form-field';
import { NameAndMobileFields } from './name-and-mobile-fields';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { requestOnboardingOtp, type OnboardingDetails, type OnboardingOtpSent } from '../api/request-onboarding-otp';
import { failureNotice, errorsForFields } from '../back-office-messages';

export interface TypedDetails {
  name: string;
  mobile: string;
}

interface OnboardingDetailsFormProps {
  role: UserType;
  /** What was typed, kept by the page so coming back from the code step keeps it. */
  typed: TypedDetails;
  onType: (typed: TypedDetails) => void;
  onSent: (details: OnboardingDetails, sent: OnboardingOtpSent) => void;
  /** Put the keyboard in the name field on opening (coming back from the code step). */
  focusOnOpen?: boolean;
}

type Field = 'name' | 'mobile';
const fieldOrder: readonly Field[] = ['name', 'mobile'];
const ID_PREFIX = 'onboarding';

export function OnboardingDetailsForm({
  role,
  typed,
  onType,
  onSent,
  focusOnOpen = false,
}: OnboardingDetailsFormProps) {
  const { t } = useTranslation('backOffice');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusOnOpen]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = onboardingOtpRequestSchema.safeParse({ ...typed, userType: role });
    const found = errorsForFields(fieldOrder, parsed.error?.issues);
    setErrors(found);
    if (focusFirstError(formRef.current, fieldOrder, found, (field) => `${ID_PREFIX}-${field}`)) return;
    if (!parsed.success) return;
    setBusy(true);
    try {
      const sent = await requestOnboardingOtp(parsed.data);
      onSent(parsed.data, sent);
    } catch (caught) {
      flushSync(() => {
        setBusy(false);
        setError(failureNotice(caught));
      });
      submitRef.current?.focus();
    }
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-labelledby="onboarding-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="onboarding-title">{t('add.detailsTitle')}</h2>
      <p>{t(`add.detailsIntro${role}`)}</p>
      <NameAndMobileFields
        idPrefix={ID_PREFIX}
        t={t}
        typed={typed}
        onType={onType}
        errors={errors}
        mobileHint={t('fields.mobileHint')}
      />
      <FormError t={t} notice={error} />
      <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        {busy ? t('add.sendingOtp') : t('add.sendOtp')}
      </button>
    </form>
  );
}
