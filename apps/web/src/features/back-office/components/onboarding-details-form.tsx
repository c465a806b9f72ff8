// Step 1 of Add Labourer / Add Employer: the person's name, 10-digit mobile and language, checked with the
// contract's schema (spec §5: "Enter a valid 10-digit mobile number."), then a code is texted to that mobile
// with the privacy notice in that language.
import { useEffect } from 'react';
import { languages, onboardingOtpRequestSchema, type Language, type UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { SelectField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkWithSchema, useFormSubmit } from '../../../components/ui/use-contract-form';
import { NameAndMobileFields } from './name-and-mobile-fields';
import { FormError } from '../../../components/ui/form-notice';
import { requestOnboardingOtp, type OnboardingDetails, type OnboardingOtpSent } from '../api/request-onboarding-otp';
import { failureNotice, fieldErrors } from '../back-office-messages';
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
  const { errors, error, busy, formRef, submitRef, onSubmit } = useFormSubmit({
    fields: fieldOrder,
    idOf: (field) => `${ID_PREFIX}-${field}`,
    check: () => checkWithSchema(detailsSchema, { ...typed, userType: role }, fieldOrder, fieldErrors),
    send: async (details) => onSent(details, await requestOnboardingOtp(details)),
    failure: (caught) => failureNotice(caught),
  });

  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusOnOpen, formRef]);

  return (
    <form ref={formRef} className="form" noValidate aria-labelledby="onboarding-title" onSubmit={onSubmit}>
      <h2 id="onboarding-title">{t('add.detailsTitle')}</h2>
      <p>{t(`add.detailsIntro${role}`)}</p>
      <NameAndMobileFields idPrefix={ID_PREFIX} t={t} typed={typed} onType={onType} errors={errors} />
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
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<SendIcon />}
        label={t('add.sendOtp')}
        busyLabel={t('add.sendingOtp')}
      />
    </form>
  );
}
