// /incomplete-profiles: real people whose profile is not complete, newest first, as a table (stacked into
// cards on a phone), each with its status in one phrase ("Missing: photo, skills"). Complete Profile (only
// while Pending) opens a modal; once saved the row reads Complete.
import '../../../components/ui/badge.css';
import '../back-office.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { DEFAULT_AVATAR_URL, formatIndianMobile, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useIncompleteProfiles, type IncompleteProfile } from '../api/get-incomplete-profiles';
import { failureNotice } from '../back-office-messages';
import { CompleteProfileDialog } from '../components/complete-profile-dialog';
import { profileStatusPhrase } from '../profile-status';

export default function IncompleteProfilesPage() {
  const { t: staffT } = useTranslation('staff');
  const { t } = useTranslation('backOffice');
  const title = staffT('actions.incompleteProfiles');
  useDocumentTitle(title);
  const profiles = useIncompleteProfiles();
  const [completing, setCompleting] = useState<IncompleteProfile | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const list = profiles.data?.profiles ?? [];

  const columns = {
    name: t('fields.name'),
    contact: t('incomplete.contact'),
    type: t('incomplete.type'),
    location: t('fields.location'),
    skills: t('fields.skills'),
    workExperience: t('fields.workExperience'),
    status: t('incomplete.status'),
    action: t('incomplete.action'),
  };

  function closeDialog(focusId: string) {
    flushSync(() => setCompleting(null));
    document.getElementById(focusId)?.focus();
  }

  return (
    <section aria-labelledby="incomplete-title">
      <h1 id="incomplete-title">{title}</h1>
      <p>{t('incomplete.intro')}</p>
      <FormStatus t={t} notice={status} />
      {profiles.isError ? (
        <FormError t={t} notice={failureNotice(profiles.error)} />
      ) : (
        <p className="search-status" role="status">
          {profiles.isPending ? t('loading') : list.length === 0 ? t('incomplete.empty') : null}
        </p>
      )}
      {list.length > 0 ? (
        // The roles repeat what the elements mean, because the phone layout's CSS display would drop it.
        <table className="staff-table" role="table">
          <caption className="visually-hidden">{title}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {Object.entries(columns).map(([key, label]) => (
                <th key={key} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {list.map((profile) => {
              const rowId = `incomplete-${profile.id}`;
              return (
                <tr key={profile.id} role="row">
                  <th scope="row" role="rowheader" id={rowId} tabIndex={-1} data-label={columns.name}>
                    <span className="staff-table-person">
                      <img
                        src={profile.profilePic || DEFAULT_AVATAR_URL}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        decoding="async"
                      />
                      {personName(profile.name)}
                    </span>
                  </th>
                  <td role="cell" data-label={columns.contact}>
                    {profile.contact ? formatIndianMobile(profile.contact) : '—'}
                  </td>
                  <td role="cell" data-label={columns.type}>
                    {t(`roles.${profile.type}`)}
                  </td>
                  <td role="cell" data-label={columns.location}>
                    {profile.location || '—'}
                  </td>
                  <td role="cell" data-label={columns.skills}>
                    {profile.skills || '—'}
                  </td>
                  <td role="cell" data-label={columns.workExperience}>
                    {profile.workExperience || '—'}
                  </td>
                  <td role="cell" data-label={columns.status}>
                    <span className={`badge ${profile.status === 'Completed' ? 'badge-paid' : 'badge-status'}`}>
                      {profileStatusPhrase(t, profile.status === 'Completed', profile.missing)}
                    </span>
                  </td>
                  <td role="cell" data-label={columns.action}>
                    {profile.status === 'Pending' ? (
                      <button
                        type="button"
                        id={`${rowId}-complete`}
                        className="button button-secondary"
                        aria-describedby={rowId}
                        onClick={() => {
                          setStatus(null);
                          setCompleting(profile);
                        }}
                      >
                        {t('incomplete.complete')}
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {completing ? (
        <CompleteProfileDialog
          profile={completing}
          onCompleted={(notice) => {
            setStatus(notice);
            // The button is gone with the Pending state; the row's name is where the reader goes on from.
            closeDialog(`incomplete-${completing.id}`);
          }}
          onCancel={() => closeDialog(`incomplete-${completing.id}-complete`)}
        />
      ) : null}
    </section>
  );
}
