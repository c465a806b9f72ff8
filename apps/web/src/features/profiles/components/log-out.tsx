// Log out, on the Profile page (the header has no room for it on a phone, and a stray tap there logged people
// out). It asks first, as PhonePe does, and says what logging out means on a shared phone.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { LogOutIcon } from '../../../components/ui/icons';
import { useLogOut } from '../../../lib/log-out';

export function LogOut() {
  const { t } = useTranslation('profiles');
  const { leaving, leave } = useLogOut();
  const [asking, setAsking] = useState(false);

  return (
    <section className="wallet-section" aria-labelledby="log-out-title">
      <h2 id="log-out-title">{t('logOut.title')}</h2>
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        <LogOutIcon />
        {t('logOut.button')}
      </button>
      {asking ? (
        <Dialog
          className="confirm-dialog"
          aria-labelledby="log-out-confirm-title"
          aria-describedby="log-out-confirm-body"
          busy={leaving}
          onCancel={() => setAsking(false)}
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
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAsking(false)}
              disabled={leaving}
            >
              {t('logOut.stay')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
