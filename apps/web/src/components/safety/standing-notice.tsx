// What a warned or suspended person sees on Home and on their own profile (standing-banner.tsx): what staff
// decided and why, when, and until when they can appeal, with the appeal form.
import './standing-banner.css';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Sanction } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/date-time';
import { FormStatus, type Notice } from '../ui/form-notice';
import { PageLoading } from '../ui/page-loading';

// The appeal form, and the schema it checks with, load only when someone opens it (issue 19).
const AppealForm = lazy(() => import('./appeal-form'));

interface StandingNoticeProps {
  sanction: Sanction;
  suspended: boolean;
}

export function StandingNotice({ sanction, suspended }: StandingNoticeProps) {
  const { t, language } = useTranslation('safety');
  const [appealing, setAppealing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

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
