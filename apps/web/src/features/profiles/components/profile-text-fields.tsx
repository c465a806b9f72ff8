// The text fields of a profile for one role, shared by the profile forms and the own profile's edit mode:
// name, location (a place picker: a picked town fills it and is sent as placeId), the own number (read-only),
// skills and experience or email and company, call timings.
import { lazy, Suspense } from 'react';
import type { UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import type { FieldErrors } from '../../../components/ui/use-contract-form';
import { controlId, type ProfileField, type ProfileValues } from '../profile-form-values';
import { PlacePicker } from '../../../components/places/place-picker';
import { placeFieldText } from '../../../components/places/place-text';
import { PageLoading } from '../../../components/ui/page-loading';

// Only a Labourer's form has the skills picker, which carries the whole trade vocabulary (every language's names
// and the words people type, to light the chip of a typed skill): an Employer's form does without it (issue 19).
// A Labourer's setup page fetches it beside the page's code (app/app-page-loaders.ts).
const SkillsPicker = lazy(() => import('./skills-picker').then((module) => ({ default: module.SkillsPicker })));

interface ProfileTextFieldsProps {
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  role: UserType;
  values: ProfileValues;
  /** Keys under `errors.` in the profileForm catalogue. */
  errors: FieldErrors<ProfileField>;
  onChange: (field: keyof ProfileValues, value: string) => void;
}

export function ProfileTextFields({ idPrefix, role, values, errors, onChange }: ProfileTextFieldsProps) {
  const { t } = useTranslation('profiles');
  const { t: tForm } = useTranslation('profileForm');
  const { t: placesT } = useTranslation('places');
  const labourer = role === 'Labourer';

  function text(field: keyof ProfileValues) {
    const error = errors[field];
    return {
      id: controlId(idPrefix, field),
      value: values[field],
      error: error && tForm(`errors.${error}`),
    };
  }
  const change = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    onChange(field, event.target.value);

  return (
    <>
      <TextField
        {...text('name')}
        label={t('fields.name')}
        onChange={change('name')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={80}
        required
      />
      <PlacePicker
        {...text('location')}
        label={t('fields.location')}
        hint={tForm('hints.location')}
        noMatch={placesT('noMatchKeep')}
        onType={(typed) => {
          // Edited after a pick: the pick no longer says where the person is, so the server matches the text.
          onChange('location', typed);
          onChange('placeId', '');
        }}
        onPick={(place) => {
          onChange('location', placeFieldText(place));
          onChange('placeId', String(place.id));
        }}
        autoCapitalize="words"
        maxLength={200}
        required={labourer}
      />
      <TextField
        {...text('contactNumber')}
        label={t('fields.contactNumber')}
        hint={tForm('hints.contactNumber')}
        type="tel"
        readOnly
        required={labourer}
      />
      {labourer ? (
        <>
          <Suspense fallback={<PageLoading />}>
            <SkillsPicker {...text('skills')} onChange={(skills) => onChange('skills', skills)} />
          </Suspense>
          <TextAreaField
            {...text('workExperience')}
            label={t('fields.workExperience')}
            hint={tForm('hints.workExperience')}
            onChange={change('workExperience')}
            rows={3}
            maxLength={1000}
          />
        </>
      ) : (
        <>
          <TextField
            {...text('email')}
            label={t('fields.email')}
            hint={tForm('hints.optional')}
            onChange={change('email')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <TextField
            {...text('companyName')}
            label={t('fields.companyName')}
            hint={tForm('hints.optional')}
            onChange={change('companyName')}
            autoComplete="organization"
            maxLength={120}
          />
          <TextField
            {...text('businessType')}
            label={t('fields.businessType')}
            hint={tForm('hints.businessType')}
            onChange={change('businessType')}
            maxLength={120}
          />
        </>
      )}
      <fieldset className="call-times">
        <legend>{t('fields.callTimes')}</legend>
        <p className="field-hint">{tForm('hints.callTimes')}</p>
        <TextField
          {...text('callTimeStart')}
          label={t('fields.callTimeStart')}
          onChange={change('callTimeStart')}
          type="time"
        />
        <TextField
          {...text('callTimeEnd')}
          label={t('fields.callTimeEnd')}
          onChange={change('callTimeEnd')}
          type="time"
        />
      </fieldset>
    </>
  );
}
