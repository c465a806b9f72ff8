// A worker's one tap on Home: "I'm free today", "Free tomorrow", or take it back. Employers then see "Free today"
// on the worker's card on that day. The buttons show the choice (aria-pressed): the one made on this visit, else
// the one the own profile carries; the line under them says what a tap saved.
import { useState } from 'react';
import type { AvailabilityRequest, AvailabilityResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-time';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { useSession } from '../../../lib/get-session';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon } from '../../../components/ui/icons';
import { useSetAvailability } from '../api/set-availability';

type Day = NonNullable<AvailabilityRequest['day']>;
const days: readonly Day[] = ['today', 'tomorrow'];

/** The day an answer marks the worker free on, as the buttons name it. */
function chosenDay(answer: AvailabilityResponse): Day | null {
  if (answer.availableOn === null) return null;
  return answer.freeToday ? 'today' : 'tomorrow';
}

export function FreeTodayToggle() {
  const isLabourer = useSession().data?.user.userType === 'Labourer';
  if (!isLabourer) return null;
  return <Toggle />;
}

function Toggle() {
  const { t, language } = useTranslation('home');
  const save = useSetAvailability();
  const [answer, setAnswer] = useState<AvailabilityResponse | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const saved = useOwnProfile().data?.profile.availability;
  const current = answer ?? saved;
  const chosen = current ? chosenDay(current) : undefined;

  async function choose(day: Day | null) {
    setError(null);
    try {
      setAnswer(await save.mutateAsync({ day }));
    } catch (caught) {
      setError({
        key: caught instanceof ApiError && caught.status === 403 ? 'freeToday.needsProfile' : 'freeToday.failed',
      });
    }
  }

  const status: Notice | null = !answer
    ? null
    : answer.availableOn === null
      ? { key: 'freeToday.cleared' }
      : answer.freeToday
        ? { key: 'freeToday.markedToday' }
        : {
            key: 'freeToday.markedTomorrow',
            // A calendar day: read at midday so no time zone moves it to the day before.
            values: { date: formatDate(`${answer.availableOn}T12:00:00`, language) },
          };

  return (
    <section className="free-today" aria-labelledby="free-today-title">
      <h2 id="free-today-title">{t('freeToday.title')}</h2>
      <p id="free-today-hint">{t('freeToday.hint')}</p>
      <div
        className="free-today-actions"
        role="group"
        aria-labelledby="free-today-title"
        aria-describedby="free-today-hint"
      >
        {days.map((day) => (
          <button
            key={day}
            type="button"
            className="button button-secondary"
            aria-pressed={chosen === undefined ? undefined : chosen === day}
            disabled={save.isPending}
            onClick={() => void choose(day)}
          >
            {chosen === day ? <CheckIcon /> : null}
            {t(`freeToday.${day}`)}
          </button>
        ))}
        {chosen !== null ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={save.isPending}
            onClick={() => void choose(null)}
          >
            {t('freeToday.clear')}
          </button>
        ) : null}
      </div>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
    </section>
  );
}
