// Download my data: everything KaamSetu keeps about the person, saved on the phone as one JSON file.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { DownloadIcon } from '../../../components/ui/icons';
import { exportMyData, MY_DATA_FILE_NAME } from '../api/export-my-data';

export function DownloadMyData() {
  const { t } = useTranslation('ownProfile');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function download() {
    if (busy) return;
    setStatus(null);
    setError(null);
    setBusy(true);
    try {
      // The file maker is fetched beside the data, on the tap: the profile shows only the button (issue 19).
      const [data, { saveFile }] = await Promise.all([exportMyData(), import('../../../lib/save-file')]);
      saveFile(MY_DATA_FILE_NAME, JSON.stringify(data, null, 2), 'application/json');
      flushSync(() => setStatus({ key: 'yourData.downloaded', values: { file: MY_DATA_FILE_NAME } }));
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      flushSync(() => setError(message ? { text: message } : { key: 'yourData.downloadFailed' }));
    }
    // The button was disabled while the file was made, which dropped the keyboard focus.
    flushSync(() => setBusy(false));
    buttonRef.current?.focus();
  }

  return (
    <div className="your-data-part">
      <p>{t('yourData.downloadIntro')}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
      >
        <DownloadIcon />
        {busy ? t('yourData.preparing') : t('yourData.download')}
      </button>
    </div>
  );
}
