// The Complete Profile modal of Track Incomplete Profiles: name and location, and for Labourers skills and
// work experience too (spec §5), checked in the browser with the contract's texts before anything is sent;
// and the person's photo, when staff have one (a profile staff complete counts as complete without it).
import { useState } from 'react';
import { completeProfileRequestSchema, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { PhotoPicker, useChosenPhoto } from '../../../components/ui/photo-picker';
import type { IncompleteProfile } from '../api/get-incomplete-profiles';
import { useCompleteProfile, type ProfileCompletion } from '../api/complete-profile';
import { failureNotice, fieldErrors, serverNotice } from '../back-office-messages';
import { emptyValues, type PersonErrors, type PersonField } from '../person-fields';
import { PersonTextFields } from './person-text-fields';
import { CheckIcon } from '../../../components/ui/icons';
import { Dialog } from '../../../components/ui/dialog';

const ID_PREFIX = 'complete-profile';
type Field = Exclude<keyof ProfileCompletion, 'placeId'>;

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
  const [placeId, setPlaceId] = useState<number | undefined>();
  const { photo, choose } = useChosenPhoto();
  const { values, change, errors, setErrors, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: {
      name: profile.name,
      location: profile.location,
      skills: profile.skills,
      workExperience: profile.workExperience,
    },
    fields: [...fields, 'photo'],
    idOf: (field: Field | 'photo') => `${ID_PREFIX}-${field}`,
    check: (typed) =>
      checkedBy(completionProblems(labourer, typed), () => ({
        ...(labourer ? typed : { ...typed, skills: '', workExperience: '' }),
        ...(placeId !== undefined ? { placeId } : {}),
      })),
    send: async (details) =>
      onCompleted(serverNotice((await complete.mutateAsync({ id: profile.id, details, photo: photo?.file })).message)),
    failure: (caught) => failureNotice(caught),
  });

  function choosePhoto(file: File) {
    const problem = choose(file);
    setErrors(({ photo: _dropped, ...rest }) => (problem ? { ...rest, photo: `errors.${problem}` } : rest));
  }

  return (
    <Dialog
      className="staff-dialog"
      aria-labelledby={`${ID_PREFIX}-title`}
      busy={busy}
      onCancel={onCancel}
      initialFocus="input"
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <h2 id={`${ID_PREFIX}-title`}>{t('incomplete.dialogTitle', { name: personName(profile.name) })}</h2>
        <PersonTextFields
          t={t}
          idPrefix={ID_PREFIX}
          fields={fields}
          required={fields}
          values={{ ...emptyValues, ...values }}
          errors={errors}
          onChange={(field, value) => change(field as Field, value)}
          onPlace={setPlaceId}
        />
        <PhotoPicker
          t={t}
          currentUrl={profile.missing.includes('photo') ? null : profile.profilePic || null}
          chosen={photo}
          onChoose={choosePhoto}
          error={errors.photo ? t(errors.photo) : undefined}
          id={`${ID_PREFIX}-photo`}
        />
        <FormError t={t} notice={error} />
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<CheckIcon />}
          label={t('incomplete.save')}
          busyLabel={t('saving')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('incomplete.cancel')}
        </button>
      </form>
    </Dialog>
  );
}
