// How the dispute screens read: backOffice texts, plus the agreements catalogue's words for an agreement's
// status, the steps of its timeline and the agreements API's refusals (keys starting "agreements:"), so staff
// and the two people read the same words for the same thing.
import { agreementMessages, type Agreement, type AgreementSide } from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage, type Translate } from '../../i18n/i18n';
import { refusalNotice } from '../../lib/contract-messages';
import type { Notice } from '../../components/ui/form-notice';
import { failureNotice } from './back-office-messages';

const AGREEMENTS = 'agreements:';

/** A translate that reads "agreements:…" keys from the agreements catalogue and every other key from backOffice. */
export function useDisputeText(): { t: Translate; language: SupportedLanguage } {
  const { t, language } = useTranslation('backOffice');
  const { t: agreementT } = useTranslation('agreements');
  const say: Translate = (key, values) =>
    key.startsWith(AGREEMENTS) ? agreementT(key.slice(AGREEMENTS.length), values) : t(key, values);
  return { t: say, language };
}

/** Who did a step: one of the two people by name, KaamSetu's staff, or KaamSetu by itself. */
export function sideName(t: Translate, agreement: Agreement, side: AgreementSide): string {
  if (side === 'employer') return agreement.employer.name;
  if (side === 'worker') return agreement.worker.name;
  return t(`${AGREEMENTS}by.${side}`);
}

/** An agreement's status in words. */
export function statusText(t: Translate, status: Agreement['status']): string {
  return t(`${AGREEMENTS}status.${status}`);
}

/** A failed split in the reader's words: the agreements API's refusals, then the back office's, else as sent. */
export function disputeFailure(caught: unknown): Notice {
  const notice = refusalNotice(caught, agreementMessages, `${AGREEMENTS}messages`, 'disputes.failed');
  return 'text' in notice ? failureNotice(caught, 'disputes.failed') : notice;
}
