// /app/profile: the signed-in person's own profile, in view mode and edit mode (Edit Profile / Cancel / Save,
// spec section 4). The photo changes through the profile form, which the page links to. "Your data" is where
// the person downloads everything kept about them or deletes the account (DPDP Act 2023). "Rate {name}" asks
// for a review of everyone met through KaamSetu; the reviews about the person are listed to read and reply to.
// "Distances to you" lets the person measure distances from their phone's position instead of their town.
import '../../../components/ui/wallet-list.css';
import '../profiles.css';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { formatIndianMobile, type OwnProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkedBy, useContractForm } from '../../../components/ui/use-contract-form';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { StandingBanner } from '../../../components/safety/standing-banner';
import { useUpdateProfile } from '../api/update-profile';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Fact, ProfileFacts } from '../components/profile-facts';
import { MyMediationRequests } from '../components/my-mediation-requests';
import { DownloadMyData } from '../components/download-my-data';
import { DeleteAccount } from '../components/delete-account';
import { LogOut } from '../components/log-out';
import { ProfileHeader } from '../components/profile-header';
import { OwnVerification } from '../components/own-verification';
import { OwnPosition } from '../components/own-position';
import { useOwnVerification } from '../api/get-own-verification';
import { ProfileReviews } from '../components/profile-reviews';
import { RatePrompts } from '../../../components/trust/rate-prompts';
import { ProfileTextFields } from '../components/profile-text-fields';
import { WorkPhotos } from '../components/work-photos';
import {
  checkProfile,
  controlId,
  fieldsFor,
  keptFields,
  placeFor,
  profileFieldOrder,
  valuesOf,
} from '../profile-form-values';
import { CheckIcon, PencilIcon } from '../../../components/ui/icons';

const setupPaths = {
  Labourer: paths.app.createLabourerProfile,
  Employer: paths.app.completeEmployerProfile,
} as const;

export default function OwnProfilePage() {
  const { t } = useTranslation('profiles');
  useDocumentTitle(t('own.title'));
  const query = useOwnProfile();
  const verification = useOwnVerification();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<Notice | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const profile = query.data?.profile;

  // Back in view mode, the focus returns to the button that opened the form.
  function closeEditor(notice: Notice | null) {
    flushSync(() => {
      setEditing(false);
      setStatus(notice);
    });
    editButtonRef.current?.focus();
  }

  return (
    <section className="narrow" aria-labelledby="own-profile-title">
      <h1 id="own-profile-title">{t('own.title')}</h1>
      <StandingBanner />
      <FormStatus t={t} notice={status} />
      {profile ? (
        editing ? (
          <ProfileEditor
            profile={profile}
            onSaved={() => closeEditor({ key: 'updated' })}
            onCancel={() => closeEditor(null)}
          />
        ) : (
          <>
            <ProfileHeader profile={profile} idCheck={verification.data?.idCheck} />
            {profile.profileComplete ? null : (
              <p className="profile-incomplete">
                {t('own.incomplete')} <Link to={setupPaths[profile.userType]}>{t('own.completeLink')}</Link>
              </p>
            )}
            <ProfileFacts profile={profile} place={profile.place}>
              <Fact label={t('fields.contactNumber')}>
                {profile.contactNumber ? formatIndianMobile(profile.contactNumber) : t('notAdded')}
              </Fact>
              {profile.userType === 'Employer' ? (
                <Fact label={t('fields.email')}>{profile.email || t('notAdded')}</Fact>
              ) : null}
            </ProfileFacts>
            <div className="profile-actions">
              <button
                ref={editButtonRef}
                type="button"
                className="button button-primary"
                onClick={() => {
                  setStatus(null);
                  setEditing(true);
                }}
              >
                <PencilIcon />
                {t('own.edit')}
              </button>
              <Link to={setupPaths[profile.userType]} className="button button-secondary">
                {t('own.changePhoto')}
              </Link>
            </div>
            <OwnPosition />
            <RatePrompts />
            {profile.userType === 'Labourer' ? <WorkPhotos profileId={profile.id} editable /> : null}
            <OwnVerification verification={verification.data} isEmployer={profile.userType === 'Employer'} />
            <MyMediationRequests userType={profile.userType} />
            <ProfileReviews profile={profile} />
            <section className="wallet-section your-data" aria-labelledby="your-data-title">
              <h2 id="your-data-title">{t('yourData.title')}</h2>
              <DownloadMyData />
              <DeleteAccount />
            </section>
            <LogOut />
          </>
        )
      ) : query.isError ? (
        <LoadFailed t={t} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}

interface ProfileEditorProps {
  profile: OwnProfile;
  onSaved: () => void;
  onCancel: () => void;
}

function ProfileEditor({ profile, onSaved, onCancel }: ProfileEditorProps) {
  const { t } = useTranslation('profiles');
  const update = useUpdateProfile();
  const role = profile.userType;
  const { values, change, errors, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: () => valuesOf(profile),
    fields: profileFieldOrder,
    idOf: (field) => controlId('own', field),
    check: (typed) =>
      checkedBy(checkProfile(role, typed, { id: profile.id }), () => ({
        id: profile.id,
        ...keptFields(profile),
        ...fieldsFor(role, typed),
        ...placeFor(typed),
        name: typed.name.trim(),
      })),
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
      aria-labelledby="own-profile-edit-title"
    >
      <h2 id="own-profile-edit-title">{t('own.editTitle')}</h2>
      <ProfileTextFields idPrefix="own" role={role} values={values} errors={errors} onChange={change} />
      <FormError t={t} notice={error} />
      <div className="profile-actions">
        <SubmitButton ref={submitRef} busy={busy} icon={<CheckIcon />} label={t('own.save')} busyLabel={t('saving')} />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('own.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A refusal comes with the server's reason; anything else gets the spec's text. */
function ownFailureNotice(caught: unknown): Notice {
  const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
  return message ? { text: message } : { key: 'own.updateFailed' };
}
