// The work order as a PDF, in the reader's language: a record of the agreement a worker can take to a labour
// helpline or the labour department if something goes wrong off the platform.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { DownloadIcon } from '../../../components/ui/icons';
import { getWorkOrder, workOrderFileName } from '../api/get-work-order';

export function WorkOrderDownload({ agreementId }: { agreementId: string }) {
  const { t, language } = useTranslation('agreements');
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
      const file = workOrderFileName(agreementId);
      saveFile(file, await getWorkOrder(agreementId, language), 'application/pdf');
      flushSync(() => setStatus({ key: 'workOrder.downloaded', values: { file } }));
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      flushSync(() => setError(message ? { text: message } : { key: 'workOrder.failed' }));
    }
    // The button was disabled while the file was made, which dropped the keyboard focus.
    flushSync(() => setBusy(false));
    buttonRef.current?.focus();
  }

  return (
    <section className="agreement-section" aria-labelledby="work-order-title">
      <h2 id="work-order-title">{t('workOrder.title')}</h2>
      <p>{t('workOrder.intro')}</p>
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
        {busy ? t('workOrder.preparing') : t('workOrder.download')}
      </button>
    </section>
  );
}
