// The profile photo: take one with the front camera or choose one from the phone, and see it before sending.
// Two inputs because `capture` opens the camera straight away on Android, leaving no way to the gallery.
// Its texts come from the caller's namespace, which holds the `photo.*` keys (profileForm and backOffice do).
import './photo-picker.css';
import { useEffect, useState, type ChangeEvent } from 'react';
import { DEFAULT_AVATAR_URL } from '@kaamsetu/contract';
import type { Translate } from '../../i18n/i18n';
import { acceptedPhotoTypes, photoProblem, type PhotoProblem } from '../../lib/photo-file';

export interface ChosenPhoto {
  file: File;
  /** An object URL for the preview; whoever holds the photo revokes it. */
  url: string;
}

/**
 * The photo a form holds until it is sent: a choice is checked first (`choose` answers its problem, or
 * undefined when it was taken), and the preview's object URL lives as long as it is shown.
 */
export function useChosenPhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const previewUrl = photo?.url;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function choose(file: File): PhotoProblem | undefined {
    const problem = photoProblem(file);
    if (!problem) setPhoto({ file, url: URL.createObjectURL(file) });
    return problem;
  }
  return { photo, choose };
}

interface PhotoPickerProps {
  t: Translate;
  /** The saved photo, when the person has one. */
  currentUrl: string | null;
  chosen: ChosenPhoto | null;
  onChoose: (file: File) => void;
  /** Already translated. */
  error: string | undefined;
  /** The camera input's id, which a form focuses for a photo problem; the gallery input is `${id}-file`. */
  id: string;
}

export function PhotoPicker({ t, currentUrl, chosen, onChoose, error, id }: PhotoPickerProps) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a refusal still counts as a choice.
    event.target.value = '';
    if (file) onChoose(file);
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const inputProps = {
    type: 'file',
    className: 'visually-hidden',
    accept: acceptedPhotoTypes.join(','),
    onChange: change,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true } : {}),
  } as const;

  return (
    <fieldset className="photo-picker">
      <legend>{t('photo.legend')}</legend>
      <div className="photo-preview">
        {chosen ? (
          <img src={chosen.url} alt={t('photo.preview')} width={160} height={160} />
        ) : currentUrl ? (
          <img src={currentUrl} alt={t('photo.current')} width={160} height={160} />
        ) : (
          <>
            <img src={DEFAULT_AVATAR_URL} alt="" width={160} height={160} />
            <p>{t('photo.none')}</p>
          </>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('photo.hint')}
      </p>
      <div className="photo-actions">
        <span className="file-button">
          <input id={id} capture="user" {...inputProps} />
          <label htmlFor={id} className="button button-secondary">
            {t('photo.take')}
          </label>
        </span>
        <span className="file-button">
          <input id={`${id}-file`} {...inputProps} />
          <label htmlFor={`${id}-file`} className="button button-secondary">
            {t('photo.choose')}
          </label>
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
