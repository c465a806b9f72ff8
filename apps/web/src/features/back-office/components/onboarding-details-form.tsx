// Step 1 of Add Labourer / Add Employer: the person's name, 10-digit mobile and language, checked with the
// contract's schema (spec §5: "Enter a valid 10-digit mobile number."), then a code is texted to that mobile
// with the privacy notice in that language.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { languages, onboardingOtpRequestSchema, type Language, type UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { focusFirstError, SelectField } from '../../../components/ui/form-field';
import { NameAndMobileFields } from './name-and-mobile-fields';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { requestOnboardingOtp, type OnboardingDetails, type OnboardingOtpSent } from '../api/request-onboarding-otp';
import { failureNotice, errorsForFields } from '../back-office-messages';
import { SendIcon } from '../../../components/ui/icons';

export interface TypedDetails {
  name: string;
  mobile: string;
  /** Empty until chosen: the notice must reach the person in a language they read, so nothing is assumed. */
  language: Language | '';
}

// The contract leaves the language optional for older clients; this form always asks for it.
const detailsSchema = onboardingOtpRequestSchema.required({ language: true });

interface OnboardingDetailsFormProps {
  role: UserType;
  /** What was typed, kept by the page so coming back from the code step keeps it. */
  typed: TypedDetails;
  onType: (typed: TypedDetails) => void;
  onSent: (details: OnboardingDetails, sent: OnboardingOtpSent) => void;
  /** Put the keyboard in the name field on opening (coming back from the code step). */
  focusOnOpen?: boolean;
}

type Field = 'name' | 'mobile' | 'language';
const fieldOrder: readonly Field[] = ['name', 'mobile', 'language'];
const ID_PREFIX = 'onboarding';

export function OnboardingDetailsForm({
  role,
  typed,
  onType,
  onSent,
  focusOnOpen = false,
}: OnboardingDetailsFormProps) {
  const { t } = useTranslation('backOffice');
  const { t: tCommon } = useTranslation();
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
    const parsed = detailsSchema.safeParse({ ...typed, userType: role });
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
      <SelectField
        id={`${ID_PREFIX}-language`}
        label={t('fields.language')}
        hint={t('fields.languageHint')}
        error={errors.language ? t(errors.language) : undefined}
        value={typed.language}
        onChange={(event) => onType({ ...typed, language: event.target.value as Language | '' })}
        required
      >
        <option value="">{t('fields.chooseLanguage')}</option>
        {/* Each language in its own script, so the person can point at theirs. */}
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {tCommon(`language.${language}`)}
          </option>
        ))}
      </SelectField>
      <FormError t={t} notice={error} />
      <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        <SendIcon />
        {busy ? t('add.sendingOtp') : t('add.sendOtp')}
      </button>
    </form>
  );
}
