// On a worker's page in the back office: mark them free today or tomorrow, or not free, for workers who call in
// rather than use the app. Employers see "Free today" on the worker's card until that day ends. The server does
// not send the stored day with the person, so the line under the buttons says what this visit saved.
import { useState } from 'react';
import type { AvailabilityRequest, StaffPerson } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useSetPersonAvailability } from '../api/set-person-availability';
import { failureNotice } from '../back-office-messages';

type Choice = 'today' | 'tomorrow' | 'clear';
const choices: readonly Choice[] = ['today', 'tomorrow', 'clear'];
const dayOf: Record<Choice, AvailabilityRequest['day']> = { today: 'today', tomorrow: 'tomorrow', clear: null };

export function PersonAvailability({ person }: { person: StaffPerson }) {
  const { t, language } = useTranslation('backOffice');
  const save = useSetPersonAvailability();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);

  async function choose(choice: Choice) {
    setStatus(null);
    setError(null);
    try {
      const answer = await save.mutateAsync({ id: person.id, day: dayOf[choice] });
      const name = person.name;
      setStatus(
        answer.availableOn === null
          ? { key: 'availability.cleared', values: { name } }
          : answer.freeToday
            ? { key: 'availability.markedToday', values: { name } }
            : {
                key: 'availability.markedTomorrow',
                // A calendar day: read at midday so no time zone moves it to the day before.
                values: { name, date: formatDate(`${answer.availableOn}T12:00:00`, language) },
              },
      );
    } catch (caught) {
      setError(failureNotice(caught));
    }
  }

  return (
    <section className="staff-section" aria-labelledby="person-availability-title">
      <h2 id="person-availability-title">{t('availability.title')}</h2>
      <p id="person-availability-intro">{t('availability.intro')}</p>
      <div
        className="staff-card-actions"
        role="group"
        aria-labelledby="person-availability-title"
        aria-describedby="person-availability-intro"
      >
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button-secondary"
            disabled={save.isPending}
            onClick={() => void choose(choice)}
          >
            {t(`availability.${choice}`)}
          </button>
        ))}
      </div>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
    </section>
  );
}
