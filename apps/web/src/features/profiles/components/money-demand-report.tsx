// "Asked me for money": one tap for a worker on an Employer's profile, no form to fill. The answer (or why it
// was refused) shows under the button in the reader's language; after a report the button stays disabled.
import { useState } from 'react';
import { safetyMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { FlagIcon } from '../../../components/ui/icons';
import { useReportMoneyDemand } from '../api/report-money-demand';

export function MoneyDemandReport({ profileId }: { profileId: string }) {
  const { t } = useTranslation('safety');
  const report = useReportMoneyDemand();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);

  async function send() {
    setError(null);
    try {
      const answer = await report.mutateAsync({ profileId });
      const key = messageKeyOf(safetyMessages, answer.message);
      setStatus(key ? { key: `messages.${key}` } : { text: answer.message });
    } catch (caught) {
      setError(refusalNotice(caught, safetyMessages, 'messages', 'moneyDemand.failed'));
    }
  }

  return (
    <div className="money-demand">
      <p id="money-demand-hint" className="field-hint">
        {t('moneyDemand.hint')}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-describedby="money-demand-hint"
        disabled={report.isPending || status !== null}
        aria-busy={report.isPending}
        onClick={() => void send()}
      >
        <FlagIcon />
        {report.isPending ? t('moneyDemand.sending') : t('moneyDemand.button')}
      </button>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
    </div>
  );
}
