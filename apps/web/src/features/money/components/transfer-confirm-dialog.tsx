// The question asked before Earnings leave for a UPI ID (as PhonePe asks): how much, to which UPI ID, and when
// it usually arrives, then Confirm or Cancel. Escape cancels, the same as the button.
import { useTranslation } from '../../../i18n/i18n';
import { formatRupees } from '../../../lib/rupees';
import { Dialog } from '../../../components/ui/dialog';
import { SendIcon } from '../../../components/ui/icons';

interface TransferConfirmDialogProps {
  amountPaise: number;
  upiId: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function TransferConfirmDialog({ amountPaise, upiId, onConfirm, onCancel }: TransferConfirmDialogProps) {
  const { t, language } = useTranslation('wallet');
  return (
    <Dialog
      className="confirm-dialog"
      aria-labelledby="transfer-confirm-title"
      aria-describedby="transfer-confirm-facts"
      onCancel={onCancel}
      // The safe choice has the keyboard first: Enter pressed twice never sends money by accident.
      initialFocus=".button-secondary"
    >
      <h2 id="transfer-confirm-title">{t('transfer.confirm.title')}</h2>
      <dl id="transfer-confirm-facts" className="transfer-facts">
        <div>
          <dt>{t('transfer.confirm.amount')}</dt>
          <dd>{formatRupees(amountPaise, language)}</dd>
        </div>
        <div>
          <dt>{t('transfer.confirm.upiId')}</dt>
          <dd>{upiId}</dd>
        </div>
        <div>
          <dt>{t('transfer.confirm.arrives')}</dt>
          <dd>{t('transfer.arrival')}</dd>
        </div>
      </dl>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onConfirm}>
          <SendIcon />
          {t('transfer.confirm.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('transfer.confirm.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
