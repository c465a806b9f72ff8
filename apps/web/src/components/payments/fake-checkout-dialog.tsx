// The test gateway's checkout: a modal that says plainly no real money moves, and lets the tester choose
// whether the payment goes through or fails. Shown only when the server names the 'fake' provider, for any
// payment (a wallet recharge, a work agreement's wage); its words live in the wallet catalogue.
import '../ui/badge.css';
import './payments.css';
import { useTranslation } from '../../i18n/i18n';
import { formatRupees } from '../../lib/rupees';
import { WalletIcon } from '../ui/icons';
import { Dialog } from '../ui/dialog';

interface FakeCheckoutDialogProps {
  orderId: string;
  amountPaise: number;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}

export function FakeCheckoutDialog({ orderId, amountPaise, busy, onPay, onFail, onCancel }: FakeCheckoutDialogProps) {
  const { t, language } = useTranslation('wallet');

  const amount = formatRupees(amountPaise, language);
  return (
    <Dialog
      className="checkout-dialog"
      aria-labelledby="fake-checkout-title"
      aria-describedby="fake-checkout-note"
      busy={busy}
      onCancel={onCancel}
    >
      <p className="badge badge-test">{t('fakeCheckout.badge')}</p>
      <h2 id="fake-checkout-title">{t('fakeCheckout.title')}</h2>
      <p id="fake-checkout-note">{t('fakeCheckout.note')}</p>
      <dl className="checkout-facts">
        <div>
          <dt>{t('fakeCheckout.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('fakeCheckout.order')}</dt>
          <dd>{orderId}</dd>
        </div>
      </dl>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onPay} disabled={busy} aria-busy={busy}>
          <WalletIcon />
          {t('fakeCheckout.pay', { amount })}
        </button>
        <button type="button" className="button button-secondary" onClick={onFail} disabled={busy}>
          {t('fakeCheckout.fail')}
        </button>
        <button type="button" className="link-button" onClick={onCancel} disabled={busy}>
          {t('fakeCheckout.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
