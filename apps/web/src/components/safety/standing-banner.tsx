// The banner a warned or suspended person sees on Home and on their own profile: what staff decided and why,
// when, and until when they can appeal, with the appeal form. Nothing shows for a person in good standing.
import './standing-banner.css';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Sanction } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/date-time';
import { useStanding } from '../../lib/get-standing';
import { FormStatus, type Notice } from '../ui/form-notice';
import { PageLoading } from '../ui/page-loading';

// The appeal form, and the schema it checks with, load only when someone opens it: Home and the profile show
// this banner to everyone's first paint and must not carry zod (issue 19).
const AppealForm = lazy(() => import('./appeal-form'));

export function StandingBanner() {
  const { t, language } = useTranslation('safety');
  const standing = useStanding();
  const [appealing, setAppealing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sanction = standing.data?.sanction;
  if (!standing.data || !sanction) return null;
  const suspended = standing.data.status === 'suspended';

  return (
    <section
      className={`standing-banner ${suspended ? 'standing-suspended' : 'standing-warned'}`}
      aria-labelledby="standing-title"
    >
      <h2 id="standing-title" tabIndex={-1}>
        {t(suspended ? 'standing.suspendedTitle' : 'standing.warnedTitle')}
      </h2>
      <p>{t('standing.reason', { reason: sanction.reason })}</p>
      <p className="standing-date">{t('standing.givenOn', { date: formatDateTime(sanction.at, language) })}</p>
      {suspended ? <p>{t('standing.suspendedNote')}</p> : null}
      <AppealState t={t} sanction={sanction} language={language} />
      <FormStatus t={t} notice={notice} />
      {sanction.canAppeal && !appealing ? (
        <button type="button" className="button button-secondary" onClick={() => setAppealing(true)}>
          {t('standing.appealOpen')}
        </button>
      ) : null}
      {sanction.canAppeal && appealing ? (
        <Suspense fallback={<PageLoading />}>
          <AppealForm
            onSent={(sent) => {
              flushSync(() => {
                setAppealing(false);
                setNotice(sent);
              });
              document.getElementById('standing-title')?.focus();
            }}
            onCancel={() => setAppealing(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface AppealStateProps {
  t: Translate;
  sanction: Sanction;
  language: Parameters<typeof formatDateTime>[1];
}

function AppealState({ t, sanction, language }: AppealStateProps) {
  if (sanction.appeal?.status === 'pending') return <p>{t('standing.appealPending')}</p>;
  if (sanction.appeal?.status === 'upheld') return <p>{t('standing.appealUpheld')}</p>;
  if (sanction.canAppeal) {
    return <p>{t('standing.appealUntil', { date: formatDateTime(sanction.appealUntil, language) })}</p>;
  }
  return <p>{t('standing.appealClosed')}</p>;
}
