// A dispute's two sides, as each person wrote them, with the photos each added, for both to read while
// KaamSetu's staff decide. The reader may add up to three photos to their own side while the dispute is open.
import { useRef, useState } from 'react';
import { AGREEMENT_PHOTOS_PER_SIDE, type Agreement } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { sideText } from '../agreement-text';
import { useAddDisputePhoto } from '../api/add-dispute-photo';

export function AgreementStatements({ agreement }: { agreement: Agreement }) {
  const { t, language } = useTranslation('agreements');
  if (agreement.statements.length === 0) return null;
  const stated = agreement.statements.some((statement) => statement.by === agreement.you);
  const ownPhotos = agreement.photos.filter((photo) => photo.by === agreement.you).length;
  return (
    <section className="agreement-section" aria-labelledby="agreement-statements-title">
      <h2 id="agreement-statements-title">{t('statements.title')}</h2>
      <ul className="agreement-statements">
        {agreement.statements.map((statement) => {
          const photos = agreement.photos.filter((photo) => photo.by === statement.by);
          const who =
            statement.by === agreement.you
              ? t('statements.yours')
              : t('statements.theirs', { name: sideText(t, agreement, statement.by) });
          return (
            <li key={statement.by} className="agreement-statement">
              <p className="agreement-event-what">{who}</p>
              <p className="agreement-statement-text">{statement.statement}</p>
              <p className="agreement-event-meta">
                <time dateTime={statement.at}>{formatDateTime(statement.at, language)}</time>
              </p>
              <PhotoThumbnails photos={photos} altOf={(number) => t('photos.alt', { who, number })} />
            </li>
          );
        })}
      </ul>
      {agreement.status === 'disputed' && stated && ownPhotos < AGREEMENT_PHOTOS_PER_SIDE ? (
        <AddDisputePhoto agreementId={agreement.id} left={AGREEMENT_PHOTOS_PER_SIDE - ownPhotos} />
      ) : null}
    </section>
  );
}

function AddDisputePhoto({ agreementId, left }: { agreementId: string; left: number }) {
  const { t } = useTranslation('agreements');
  const add = useAddDisputePhoto(agreementId);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setStatus(null);
    setError(null);
    try {
      await add.mutateAsync(file);
      setStatus({ key: 'photos.added' });
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      setError(message ? { text: message } : { key: 'photos.failed' });
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="agreement-add-photo">
      <label htmlFor="dispute-photo">{t('photos.add')}</label>
      <p id="dispute-photo-hint" className="field-hint">
        {t('photos.hint', { count: left })}
      </p>
      <input
        ref={input}
        id="dispute-photo"
        type="file"
        accept="image/*"
        aria-describedby="dispute-photo-hint"
        disabled={add.isPending}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
    </div>
  );
}
