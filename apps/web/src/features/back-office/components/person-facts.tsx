// Who a person is, as staff see them: mobile, id, type, place, and for Labourers skills or for Employers
// the company; the profile's status in one phrase ("Complete", "Missing: photo"), blocked, and who added them.
import '../../../components/ui/badge.css';
import { formatIndianMobile, type StaffPerson } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { profileStatusPhrase } from '../profile-status';

export function PersonBadges({ person }: { person: StaffPerson }) {
  const { t } = useTranslation('backOffice');
  return (
    <p className="staff-badges">
      <span className={`badge badge-${person.userType.toLowerCase()}`}>{t(`roles.${person.userType}`)}</span>
      {person.blocked ? <span className="badge badge-blocked">{t('person.blocked')}</span> : null}
      <span className={`badge ${person.profileComplete ? 'badge-paid' : 'badge-status'}`}>
        {profileStatusPhrase(t, person.profileComplete, person.missing ?? [])}
      </span>
      {person.isDemo ? <span className="badge badge-status">{t('person.demo')}</span> : null}
    </p>
  );
}

export function PersonFacts({ person }: { person: StaffPerson }) {
  const { t, language } = useTranslation('backOffice');
  const labourer = person.userType === 'Labourer';
  const facts: [label: string, value: string][] = [
    [t('fields.mobile'), formatIndianMobile(person.phone)],
    [t('fields.location'), person.location || t('person.notGiven')],
    labourer
      ? [t('fields.skills'), person.skills || t('person.notGiven')]
      : [t('fields.companyName'), person.companyName || t('person.notGiven')],
    [t('fields.id'), person.id],
    [
      t('person.added'),
      person.addedBy
        ? t('person.addedBy', { date: formatDateTime(person.createdAt, language), name: person.addedBy.name })
        : formatDateTime(person.createdAt, language),
    ],
  ];
  return (
    <dl className="staff-card-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
