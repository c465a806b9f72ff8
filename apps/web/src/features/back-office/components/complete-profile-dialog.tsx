// The Complete Profile modal of Track Incomplete Profiles: name and location, and for Labourers skills and
// work experience too (spec §5), checked in the browser with the contract's texts before anything is sent.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { completeProfileRequestSchema } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import type { IncompleteProfile } from '../api/get-incomplete-profiles';
import { useCompleteProfile, type ProfileCompletion } from '../api/complete-profile';
import { failureNotice, fieldErrors, serverNotice } from '../back-office-messages';
import { emptyValues, focusFirstProblem, type PersonErrors, type PersonField } from '../person-fields';
import { PersonTextFields } from './person-text-fields';
import { CheckIcon } from '../../../components/ui/icons';
import { Dialog } from '../../../components/ui/dialog';

const ID_PREFIX = 'complete-profile';
type Field = keyof ProfileCompletion;

const labourerFields: readonly Field[] = ['name', 'location', 'skills', 'workExperience'];
const employerFields: readonly Field[] = ['name', 'location'];
const labourerRequired: Partial<Record<Field, string>> = {
  skills: 'messages.skillsRequired',
  workExperience: 'messages.workExperienceRequired',
};

/** The modal's own checks: the contract's schema, plus what a Labourer's profile needs. */
export function completionProblems(labourer: boolean, values: ProfileCompletion): PersonErrors {
  const errors: PersonErrors = {};
  const parsed = completeProfileRequestSchema.safeParse(values);
  if (!parsed.success) {
    for (const [field, key] of fieldErrors(parsed.error.issues)) errors[field as PersonField] ??= key;
  }
  if (labourer) {
    for (const [field, key] of Object.entries(labourerRequired) as [Field, string][]) {
      if (values[field].trim() === '') errors[field] ??= key;
    }
  }
  return errors;
}

interface CompleteProfileDialogProps {
  profile: IncompleteProfile;
  onCompleted: (notice: Notice) => void;
  onCancel: () => void;
}

export function CompleteProfileDialog({ profile, onCompleted, onCancel }: CompleteProfileDialogProps) {
  const { t } = useTranslation('backOffice');
  const complete = useCompleteProfile();
  const labourer = profile.type === 'Labourer';
  const fields = labourer ? labourerFields : employerFields;
  const [values, setValues] = useState<ProfileCompletion>({
    name: profile.name,
    location: profile.location,
    skills: profile.skills,
    workExperience: profile.workExperience,
  });
  const [errors, setErrors] = useState<PersonErrors>({});
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const found = completionProblems(labourer, values);
    setErrors(found);
    if (focusFirstProblem(formRef.current, ID_PREFIX, fields, found)) return;
    setBusy(true);
    try {
      const details = labourer ? values : { ...values, skills: '', workExperience: '' };
      const answer = await complete.mutateAsync({ id: profile.id, details });
      onCompleted(serverNotice(answer.message));
    } catch (caught) {
      flushSync(() => {
        setBusy(false);
        setError(failureNotice(caught));
      });
      submitRef.current?.focus();
    }
  }

  return (
    <Dialog
      className="staff-dialog"
      aria-labelledby={`${ID_PREFIX}-title`}
      busy={busy}
      onCancel={onCancel}
      initialFocus="input"
    >
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${ID_PREFIX}-title`}>{t('incomplete.dialogTitle', { name: profile.name })}</h2>
        <PersonTextFields
          t={t}
          idPrefix={ID_PREFIX}
          fields={fields}
          required={fields}
          values={{ ...emptyValues, ...values }}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <FormError t={t} notice={error} />
        <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          <CheckIcon />
          {busy ? t('saving') : t('incomplete.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('incomplete.cancel')}
        </button>
      </form>
    </Dialog>
  );
}
