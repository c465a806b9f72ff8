// The Labourer's and the Employer's profile form with photo (spec section 5): checks in the browser first
// (the check is fetched once the person is in the form), focusing the first problem, then sends everything as one multipart request and goes where the server says.
import { useNavigate } from 'react-router';
import type { OwnProfile, UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { sameSitePath } from '../../../lib/same-site-path';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm, type FieldErrors } from '../../../components/ui/use-contract-form';
import { routeNotice } from '../../../components/ui/route-notice';
import { PhotoPicker, useChosenPhoto } from '../../../components/ui/photo-picker';
import { useSaveProfileWithPhoto } from '../api/save-profile-with-photo';
import {
  controlId,
  fieldsFor,
  keptFields,
  placeFor,
  profileFieldOrder,
  valuesOf,
  type ProfileField,
  type ProfileValues,
} from '../profile-form-values';
import { profileCheck } from '../profile-check-loader';
import { ProfileTextFields } from './profile-text-fields';
import { CheckIcon } from '../../../components/ui/icons';

const ID_PREFIX = 'setup';

interface ProfileSetupFormProps {
  role: UserType;
  profile: OwnProfile;
}

export function ProfileSetupForm({ role, profile }: ProfileSetupFormProps) {
  const { t } = useTranslation('profileForm');
  const { t: tProfiles } = useTranslation('profiles');
  const navigate = useNavigate();
  const save = useSaveProfileWithPhoto(role);
  const { photo, choose } = useChosenPhoto();
  const form = useContractForm({
    initial: () => valuesOf(profile),
    fields: profileFieldOrder,
    idOf: (field) => controlId(ID_PREFIX, field),
    check: (typed) =>
      profileCheck.run(({ checkProfile }) => {
        const photoMissing = !profile.hasPhoto && !photo;
        const found: FieldErrors<ProfileField> = checkProfile(role, typed, { id: profile.id, photoMissing });
        // A refused photo choice stays reported until a good one is chosen.
        if (form.errors.photo && photoMissing) found.photo = form.errors.photo;
        return checkedBy(found, () => formData(typed));
      }),
    send: async (sent) => {
      const response = await save.mutateAsync(sent);
      // Saved: the button keeps saying "Saving…" until the next page shows the confirmation.
      await navigate(sameSitePath(response.forwardLink, paths.app.home), {
        replace: true,
        state: routeNotice('success', tProfiles('updated')),
      });
    },
    failure: setupFailureNotice,
  });
  const { values, change, errors, setErrors, error, busy, formRef, submitRef, onSubmit } = form;

  function formData(typed: ProfileValues): FormData {
    const form = new FormData();
    form.set('id', profile.id);
    // The own number as stored: the server refuses any other, and the shown text is only formatted.
    form.set('contactNumber', profile.contactNumber);
    for (const [field, value] of Object.entries({ ...keptFields(profile), ...fieldsFor(role, typed) })) {
      form.set(field, value);
    }
    const { placeId } = placeFor(typed);
    if (placeId !== undefined) form.set('placeId', String(placeId));
    // No file keeps the saved photo; the browser check above made sure there is one.
    if (photo) form.set('file', photo.file, photo.file.name);
    return form;
  }

  function choosePhoto(file: File) {
    const problem = choose(file);
    setErrors(({ photo: _dropped, ...rest }) => (problem ? { ...rest, photo: problem } : rest));
  }

  return (
    <form ref={formRef} className="form profile-form" noValidate onSubmit={onSubmit} onFocus={profileCheck.start}>
      <p>{t(role === 'Labourer' ? 'setup.introLabourer' : 'setup.introEmployer')}</p>
      <PhotoPicker
        t={t}
        currentUrl={profile.hasPhoto ? profile.imageUrl || profile.profileImage : null}
        chosen={photo}
        onChoose={choosePhoto}
        error={errors.photo && t(`errors.${errors.photo}`)}
        id={controlId(ID_PREFIX, 'photo')}
      />
      <ProfileTextFields idPrefix={ID_PREFIX} role={role} values={values} errors={errors} onChange={change} />
      <FormError t={t} notice={error} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<CheckIcon />}
        label={t('setup.submit')}
        busyLabel={tProfiles('saving')}
      />
    </form>
  );
}

/** The spec's texts for a failed save: the server's own reason for a refusal, ours otherwise. */
function setupFailureNotice(caught: unknown): Notice {
  if (!(caught instanceof ApiError)) return { key: 'setup.error' };
  const message = caught.status < 500 ? serverMessageOf(caught) : undefined;
  return message ? { text: message } : { key: 'setup.failed' };
}
