// Log out, on the Profile page (the header has no room for it on a phone, and a stray tap there logged people
// out). It asks first, as PhonePe does, and says what logging out means on a shared phone.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { LogOutIcon } from '../../../components/ui/icons';
import { PageLoading } from '../../../components/ui/page-loading';

// The question and the logging out load on the tap (log-out-confirm.tsx).
const LogOutConfirm = lazy(() => import('./log-out-confirm'));

export function LogOut() {
  const { t } = useTranslation('ownProfile');
  const [asking, setAsking] = useState(false);

  return (
    <section className="wallet-section" aria-labelledby="log-out-title">
      <h2 id="log-out-title">{t('logOut.title')}</h2>
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        <LogOutIcon />
        {t('logOut.button')}
      </button>
      {asking ? (
        <Suspense fallback={<PageLoading />}>
          <LogOutConfirm onCancel={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
