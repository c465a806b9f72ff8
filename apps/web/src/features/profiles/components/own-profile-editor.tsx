// The own profile's edit mode (Edit Profile / Cancel / Save, spec section 4), loaded when the person presses
// Edit Profile (own-profile-page.tsx). Its check (the contract's schema) is fetched when it opens, as it takes
// the keyboard.
import { useEffect } from 'react';
import type { OwnProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { CheckIcon } from '../../../components/ui/icons';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileTextFields } from './profile-text-fields';
import { controlId, fieldsFor, keptFields, placeFor, profileFieldOrder, valuesOf } from '../profile-form-values';
import { profileCheck } from '../profile-check-loader';

interface ProfileEditorProps {
  profile: OwnProfile;
  onSaved: () => void;
  onCancel: () => void;
}

export default function ProfileEditor({ profile, onSaved, onCancel }: ProfileEditorProps) {
  const { t } = useTranslation('profileForm');
  const { t: tProfiles } = useTranslation('profiles');
  const update = useUpdateProfile();
  const role = profile.userType;
  const { values, change, errors, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: () => valuesOf(profile),
    fields: profileFieldOrder,
    idOf: (field) => controlId('own', field),
    check: (typed) =>
      profileCheck.run(({ checkProfile }) =>
        checkedBy(checkProfile(role, typed, { id: profile.id }), () => ({
          id: profile.id,
          ...keptFields(profile),
          ...fieldsFor(role, typed),
          ...placeFor(typed),
          name: typed.name.trim(),
        })),
      ),
    send: async (changes) => {
      await update.mutateAsync(changes);
      onSaved();
    },
    failure: ownFailureNotice,
  });

  // Opening the editor puts the person in its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus();
  }, [formRef]);

  return (
    <form
      ref={formRef}
      className="form profile-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={profileCheck.start}
      aria-labelledby="own-profile-edit-title"
    >
      <h2 id="own-profile-edit-title">{t('edit.title')}</h2>
      <ProfileTextFields idPrefix="own" role={role} values={values} errors={errors} onChange={change} />
      <FormError t={t} notice={error} />
      <div className="profile-actions">
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<CheckIcon />}
          label={t('edit.save')}
          busyLabel={tProfiles('saving')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A refusal comes with the server's reason; anything else gets the spec's text. */
function ownFailureNotice(caught: unknown): Notice {
  const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
  return message ? { text: message } : { key: 'edit.failed' };
}
