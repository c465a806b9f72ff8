// Photos of a worker's past work on their own profile: the grid someone else sees (work-photos.tsx), plus adding
// one (with a caption) and removing one after asking. Loaded only for a worker's own profile (issue 19).
import '../../../components/ui/photo-grid.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { WORK_PHOTOS_MAX, WORK_PHOTO_CAPTION_MAX, workPhotoMessages, type WorkPhoto } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { refusalNotice } from '../../../lib/contract-messages';
import { acceptedPhotoTypes, photoProblem } from '../../../lib/photo-file';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useWorkPhotos } from '../api/get-work-photos';
import { useAddWorkPhoto } from '../api/add-work-photo';
import { useRemoveWorkPhoto } from '../api/remove-work-photo';
import { photoDescription, WorkPhotoFigure } from './work-photos';

export default function OwnWorkPhotos({ profileId }: { profileId: string }) {
  const { t } = useTranslation('workPhotos');
  const headingId = useId();
  const query = useWorkPhotos(profileId);
  const photos = query.data?.photos ?? [];
  const [status, setStatus] = useState<Notice | null>(null);

  return (
    <section className="work-photos" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <p className="work-photos-hint">{t('hint', { max: WORK_PHOTOS_MAX })}</p>
      <FormStatus t={t} notice={status} />
      {photos.length > 0 ? (
        <ul className="work-photos-grid">
          {photos.map((photo) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              profileId={profileId}
              onRemoved={() => setStatus({ key: 'removed' })}
            />
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      {photos.length < WORK_PHOTOS_MAX ? (
        <AddWorkPhoto profileId={profileId} onAdded={() => setStatus({ key: 'added' })} />
      ) : null}
    </section>
  );
}

function PhotoItem(props: { photo: WorkPhoto; profileId: string; onRemoved: () => void }) {
  const { photo, profileId, onRemoved } = props;
  const { t } = useTranslation('workPhotos');
  const remove = useRemoveWorkPhoto(profileId);
  const [error, setError] = useState<Notice | null>(null);
  const [asking, setAsking] = useState(false);
  const described = photoDescription(photo, t);
  const confirmId = useId();

  async function removeIt() {
    setError(null);
    try {
      await remove.mutateAsync(photo.id);
      onRemoved();
    } catch (caught) {
      setAsking(false);
      setError(refusalNotice(caught, workPhotoMessages, 'messages', 'failed'));
    }
  }

  return (
    <li>
      <WorkPhotoFigure photo={photo} described={described} />
      <button type="button" className="button button-secondary work-photos-remove" onClick={() => setAsking(true)}>
        <TrashIcon />
        {t('remove')}
        <span className="visually-hidden">: {described}</span>
      </button>
      {asking ? (
        <Dialog
          className="confirm-dialog"
          aria-labelledby={confirmId}
          busy={remove.isPending}
          onCancel={() => setAsking(false)}
          initialFocus=".button-secondary"
        >
          <h2 id={confirmId}>{t('confirmRemove')}</h2>
          <img src={photo.thumbnailUrl} alt={described} width={160} height={160} />
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void removeIt()}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              <TrashIcon />
              {remove.isPending ? t('removing') : t('remove')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAsking(false)}
              disabled={remove.isPending}
            >
              {t('keep')}
            </button>
          </div>
        </Dialog>
      ) : null}
      <FormError t={t} notice={error} />
    </li>
  );
}

function AddWorkPhoto({ profileId, onAdded }: { profileId: string; onAdded: () => void }) {
  const { t } = useTranslation('workPhotos');
  const add = useAddWorkPhoto(profileId);
  const fileId = useId();
  const captionId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<Notice | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError({ key: 'chooseFile' });
      return;
    }
    const problem = photoProblem(file);
    if (problem) {
      setError({ key: `problems.${problem}` });
      return;
    }
    const form = new FormData();
    form.append('caption', caption);
    form.append('file', file);
    try {
      await add.mutateAsync(form);
      formRef.current?.reset();
      setFile(null);
      setCaption('');
      onAdded();
    } catch (caught) {
      setError(refusalNotice(caught, workPhotoMessages, 'messages', 'failed'));
    }
  }

  return (
    <form ref={formRef} className="work-photos-add" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('addTitle')}</h3>
      <label htmlFor={fileId}>{t('file')}</label>
      <input
        id={fileId}
        type="file"
        accept={acceptedPhotoTypes.join(',')}
        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
      />
      <label htmlFor={captionId}>{t('caption')}</label>
      <input
        id={captionId}
        type="text"
        value={caption}
        maxLength={WORK_PHOTO_CAPTION_MAX}
        autoComplete="off"
        onChange={(event) => setCaption(event.currentTarget.value)}
      />
      <FormError t={t} notice={error} />
      <SubmitButton busy={add.isPending} icon={<PlusIcon />} label={t('add')} busyLabel={t('adding')} />
    </form>
  );
}
