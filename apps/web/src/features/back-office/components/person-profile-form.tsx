// Step 3 of Add Labourer / Add Employer: the photo and the profile (spec §2), checked in the browser first,
// then sent as one multipart request. The account already exists here; leaving it unfinished keeps the
// person in Track Incomplete Profiles.
import { personName } from '@kaamsetu/contract';
import { useEffect, useRef, useState } from 'react';
import type { StaffPerson, UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { PhotoPicker, useChosenPhoto } from '../../../components/ui/photo-picker';
import { useSavePersonProfile } from '../api/save-person-profile';
import type { StaffPersonSaved } from '../api/create-person';
import { failureNotice } from '../back-office-messages';
import { checkPerson, hasPhoto, profileStepFields, trimmed, valuesOf, type PersonField } from '../person-fields';
import { PersonTextFields } from './person-text-fields';
import { CheckIcon } from '../../../components/ui/icons';

const ID_PREFIX = 'add-profile';
const requiredFields: Record<UserType, readonly PersonField[]> = {
  Labourer: ['location', 'skills'],
  Employer: ['name'],
};

interface PersonProfileFormProps {
  role: UserType;
  person: StaffPerson;
  onSaved: (saved: StaffPersonSaved) => void;
}

export function PersonProfileForm({ role, person, onSaved }: PersonProfileFormProps) {
  const { t } = useTranslation('backOffice');
  const save = useSavePersonProfile();
  const fields = profileStepFields[role];
  const { photo, choose } = useChosenPhoto();
  const [placeId, setPlaceId] = useState<number | undefined>();
  const form = useContractForm({
    initial: () => valuesOf(person),
    fields: ['photo', ...fields],
    idOf: (field: PersonField | 'photo') => `${ID_PREFIX}-${field}`,
    check: (values) => {
      const found = checkPerson(role, fields, values);
      if (!photo && !hasPhoto(person)) found.photo = form.errors.photo ?? 'errors.photoRequired';
      return checkedBy(found, () => {
        const sent = new FormData();
        // The Labourer's name is not on this step; it goes as typed in step 1 so the profile is whole.
        for (const [field, value] of Object.entries({ name: person.name, ...trimmed(fields, values) })) {
          sent.set(field, value);
        }
        if (placeId !== undefined) sent.set('placeId', String(placeId));
        if (photo) sent.set('file', photo.file, photo.file.name);
        return sent;
      });
    },
    send: async (sent) => onSaved(await save.mutateAsync({ id: person.id, form: sent })),
    failure: (caught) => failureNotice(caught),
  });
  const { values, change, errors, setErrors, error, busy, formRef, submitRef, onSubmit } = form;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The code step that led here is gone, and the keyboard focus with it: start from this step's title.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  function choosePhoto(file: File) {
    const problem = choose(file);
    setErrors(({ photo: _dropped, ...rest }) => (problem ? { ...rest, photo: `errors.${problem}` } : rest));
  }

  return (
    <form ref={formRef} className="form" noValidate aria-labelledby="add-profile-title" onSubmit={onSubmit}>
      <h2 id="add-profile-title" ref={titleRef} tabIndex={-1}>
        {t('add.profileTitle')}
      </h2>
      <p>{t('add.accountCreated', { name: personName(person.name) })}</p>
      <PhotoPicker
        t={t}
        currentUrl={hasPhoto(person) ? person.imageUrl : null}
        chosen={photo}
        onChoose={choosePhoto}
        error={errors.photo ? t(errors.photo) : undefined}
        id={`${ID_PREFIX}-photo`}
      />
      <PersonTextFields
        t={t}
        idPrefix={ID_PREFIX}
        fields={fields}
        required={requiredFields[role]}
        values={values}
        errors={errors}
        onChange={change}
        onPlace={setPlaceId}
      />
      <FormError t={t} notice={error} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<CheckIcon />}
        label={t(`add.save${role}`)}
        busyLabel={t('saving')}
      />
    </form>
  );
}
