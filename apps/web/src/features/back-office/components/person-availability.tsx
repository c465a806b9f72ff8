// On a worker's page in the back office: mark them free today or tomorrow, or not free, for workers who call in
// rather than use the app. Employers see "Free today" on the worker's card until that day ends. The buttons and
// the line under them show the stored choice (the person record carries the day until it passes), then what a
// tap saved.
import { personName } from '@kaamsetu/contract';
import { useState } from 'react';
import type { AvailabilityRequest, AvailabilityResponse, StaffPerson } from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage } from '../../../i18n/i18n';
import { formatDate, indiaDate } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon } from '../../../components/ui/icons';
import { useSetPersonAvailability } from '../api/set-person-availability';
import { failureNotice } from '../back-office-messages';

type Choice = 'today' | 'tomorrow' | 'clear';
const choices: readonly Choice[] = ['today', 'tomorrow', 'clear'];
const dayOf: Record<Choice, AvailabilityRequest['day']> = { today: 'today', tomorrow: 'tomorrow', clear: null };

/** The stored choice: the server sends only today or tomorrow, and nothing once that day has passed. */
function savedAnswer(person: StaffPerson): AvailabilityResponse {
  const availableOn = person.availableOn ?? null;
  return { availableOn, freeToday: availableOn !== null && availableOn === indiaDate(new Date()) };
}

function choiceOf(answer: AvailabilityResponse): Choice {
  if (answer.availableOn === null) return 'clear';
  return answer.freeToday ? 'today' : 'tomorrow';
}

function answerNotice(answer: AvailabilityResponse, name: string, language: SupportedLanguage, saved: boolean): Notice {
  if (answer.availableOn === null)
    return { key: saved ? 'availability.notMarked' : 'availability.cleared', values: { name } };
  if (answer.freeToday) return { key: 'availability.markedToday', values: { name } };
  return {
    key: 'availability.markedTomorrow',
    // A calendar day: read at midday so no time zone moves it to the day before.
    values: { name, date: formatDate(`${answer.availableOn}T12:00:00`, language) },
  };
}

export function PersonAvailability({ person }: { person: StaffPerson }) {
  const { t, language } = useTranslation('backOffice');
  const save = useSetPersonAvailability();
  const [answer, setAnswer] = useState<AvailabilityResponse | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const current = answer ?? savedAnswer(person);
  const chosen = choiceOf(current);

  async function choose(choice: Choice) {
    setError(null);
    try {
      setAnswer(await save.mutateAsync({ id: person.id, day: dayOf[choice] }));
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
            aria-pressed={chosen === choice}
            disabled={save.isPending}
            onClick={() => void choose(choice)}
          >
            {chosen === choice ? <CheckIcon /> : null}
            {t(`availability.${choice}`)}
          </button>
        ))}
      </div>
      <FormStatus t={t} notice={answerNotice(current, personName(person.name), language, answer === null)} />
      <FormError t={t} notice={error} />
    </section>
  );
}
