// Log out's question (log-out.tsx), with the logging out itself: loaded when the person presses Log out, so the
// profile's first paint carries only the button (issue 19, docs/decisions/040).
import { useTranslation } from '../../../i18n/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { LogOutIcon } from '../../../components/ui/icons';
import { useLogOut } from '../../../lib/log-out';

export default function LogOutConfirm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('ownProfile');
  const { leaving, leave } = useLogOut();

  return (
    <Dialog
      className="confirm-dialog"
      aria-labelledby="log-out-confirm-title"
      aria-describedby="log-out-confirm-body"
      busy={leaving}
      onCancel={onCancel}
      initialFocus=".button-secondary"
    >
      <h2 id="log-out-confirm-title">{t('logOut.confirmTitle')}</h2>
      <p id="log-out-confirm-body">{t('logOut.confirmBody')}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void leave()}
          disabled={leaving}
          aria-busy={leaving}
        >
          <LogOutIcon />
          {leaving ? t('logOut.leaving') : t('logOut.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={leaving}>
          {t('logOut.stay')}
        </button>
      </div>
    </Dialog>
  );
}
