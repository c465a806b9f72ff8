// The work photos a worker shows on their profile, as staff check them from Search & Modify: each with its
// caption and a "Take down" that asks for the reason kept in the audit trail.
import '../../../components/ui/photo-grid.css';
import { useState } from 'react';
import type { WorkPhoto } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { TrashIcon } from '../../../components/ui/icons';
import { usePersonWorkPhotos } from '../api/get-person-work-photos';
import { useRemoveWorkPhoto } from '../api/remove-work-photo';
import { failureNotice, serverNotice } from '../back-office-messages';
import { ReasonDialog } from './reason-dialog';

export function PersonWorkPhotos({ personId }: { personId: string }) {
  const { t } = useTranslation('workPhotos');
  const { t: tStaff } = useTranslation('backOffice');
  const query = usePersonWorkPhotos(personId);
  const remove = useRemoveWorkPhoto();
  const [asking, setAsking] = useState<{ photo: WorkPhoto; error: Notice | null } | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const photos = query.data?.photos ?? [];

  async function takeDown(photo: WorkPhoto, reason: string) {
    try {
      const answer = await remove.mutateAsync({ id: photo.id, reason });
      setAsking(null);
      setStatus(serverNotice(answer.message));
    } catch (caught) {
      setAsking({ photo, error: failureNotice(caught) });
    }
  }

  return (
    <section className="work-photos" aria-labelledby={`work-photos-${personId}`}>
      <h3 id={`work-photos-${personId}`}>{t('staff.title')}</h3>
      <FormStatus t={tStaff} notice={status} />
      {photos.length === 0 ? (
        <p>{query.isPending ? tStaff('loading') : t('none')}</p>
      ) : (
        <ul className="work-photos-grid">
          {photos.map((photo) => (
            <li key={photo.id}>
              <figure>
                <a href={photo.imageUrl} target="_blank" rel="noreferrer">
                  <img
                    src={photo.thumbnailUrl}
                    alt={photo.caption || t('untitled')}
                    width={160}
                    height={160}
                    loading="lazy"
                  />
                </a>
                {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
              </figure>
              <button
                id={`work-photo-${photo.id}-remove`}
                type="button"
                className="button button-secondary work-photos-remove"
                onClick={() => setAsking({ photo, error: null })}
              >
                <TrashIcon />
                {t('staff.takeDown')}
                <span className="visually-hidden">: {photo.caption || t('untitled')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <ReasonDialog
          t={tStaff}
          id="work-photo-reason"
          title={t('staff.dialogTitle')}
          description={t('staff.dialogDescription')}
          confirmLabel={t('staff.takeDown')}
          confirmIcon={<TrashIcon />}
          busy={remove.isPending}
          error={asking.error}
          reasonRequired
          onConfirm={(reason) => void takeDown(asking.photo, reason)}
          onCancel={() => {
            const opener = `work-photo-${asking.photo.id}-remove`;
            setAsking(null);
            document.getElementById(opener)?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
