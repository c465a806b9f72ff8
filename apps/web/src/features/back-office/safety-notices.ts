// The safety module's answers (warnings, suspensions, appeals) in the staff member's language: the server's
// English sentence is matched to its template in the contract and read from the safety catalogue.
import { safetyMessages } from '@kaamsetu/contract';
import type { Translate } from '../../i18n/i18n';
import type { Notice } from '../../components/ui/form-notice';
import { messageTemplateOf } from '../../lib/contract-messages';

export function safetyNotice(t: Translate, text: string): Notice | undefined {
  const template = messageTemplateOf(safetyMessages, text);
  return template ? { text: t(`messages.${template.key}`, template.values) } : undefined;
}
