// Photos of a worker's past work on someone else's profile: a grid of thumbnails, each opening the full photo,
// with its caption; nothing at all when there are none. The worker's own profile adds and removes them
// (own-work-photos.tsx), code a viewer never loads (issue 19).
import '../../../components/ui/photo-grid.css';
import { Suspense, useId } from 'react';
import type { WorkPhoto } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { useWorkPhotos } from '../api/get-work-photos';

export function WorkPhotos({ profileId }: { profileId: string }) {
  const photos = useWorkPhotos(profileId).data?.photos ?? [];
  // A profile without photos shows nothing, so the section's words are fetched only when there are some; in a
  // boundary of its own, so fetching them does not hide the page already shown.
  if (photos.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WorkPhotoGrid photos={photos} />
    </Suspense>
  );
}

function WorkPhotoGrid({ photos }: { photos: readonly WorkPhoto[] }) {
  const { t } = useTranslation('workPhotos');
  const headingId = useId();
  return (
    <section className="work-photos" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('titleOther')}</h2>
      <ul className="work-photos-grid">
        {photos.map((photo) => (
          <li key={photo.id}>
            <WorkPhotoFigure photo={photo} described={photoDescription(photo, t)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a photo shows, for its alternative text: its caption, or a plain "Photo of work". */
export function photoDescription(photo: WorkPhoto, t: (key: string) => string): string {
  return photo.caption || t('untitled');
}

/** A thumbnail that opens the full photo, with its caption under it. */
export function WorkPhotoFigure({ photo, described }: { photo: WorkPhoto; described: string }) {
  return (
    <figure>
      <a href={photo.imageUrl} target="_blank" rel="noreferrer">
        <img src={photo.thumbnailUrl} alt={described} width={160} height={160} loading="lazy" decoding="async" />
      </a>
      {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
    </figure>
  );
}
