// A worker whose profile is not finished sees, at the top of Home, what is left and how far they are: photo,
// skills, place and call times. Employers choose workers by exactly these, so each missing one costs calls.
// Every item is one tap from its field in the profile form (the form focuses the field named after the #).
import { Link } from 'react-router';
import type { OwnProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { useSession } from '../../../lib/get-session';
import { ArrowRightIcon, CheckIcon } from '../../../components/ui/icons';
import './profile-checklist.css';

type Item = 'photo' | 'skills' | 'place' | 'callTimes';

/** Each item, whether it is done, and the form field that does it. */
const items: readonly { item: Item; done: (profile: OwnProfile) => boolean; field: string }[] = [
  { item: 'photo', done: (profile) => profile.hasPhoto, field: 'photo' },
  { item: 'skills', done: (profile) => profile.skills.trim() !== '', field: 'skills' },
  { item: 'place', done: (profile) => profile.location.trim() !== '', field: 'location' },
  {
    item: 'callTimes',
    done: (profile) => profile.callTimeStart !== '' && profile.callTimeEnd !== '',
    field: 'callTimeStart',
  },
];

export function ProfileChecklist() {
  const { t } = useTranslation('home');
  const isLabourer = useSession().data?.user.userType === 'Labourer';
  const profile = useOwnProfile().data?.profile;
  if (!isLabourer || !profile) return null;

  const checked = items.map((entry) => ({ ...entry, isDone: entry.done(profile) }));
  const doneCount = checked.filter((entry) => entry.isDone).length;
  if (doneCount === checked.length) return null;

  return (
    <section className="profile-checklist" aria-labelledby="profile-checklist-title">
      <h2 id="profile-checklist-title">{t('checklist.title')}</h2>
      <p id="profile-checklist-progress">{t('checklist.progress', { done: doneCount, total: checked.length })}</p>
      <progress max={checked.length} value={doneCount} aria-labelledby="profile-checklist-progress" />
      <ul>
        {checked.map(({ item, isDone, field }) => (
          <li key={item} className={isDone ? 'checklist-done' : undefined}>
            {isDone ? (
              <span>
                <CheckIcon />
                {t(`checklist.items.${item}`)}
                <span className="visually-hidden"> {t('checklist.done')}</span>
              </span>
            ) : (
              <Link to={`${paths.app.createLabourerProfile}#setup-${field}`}>
                {t(`checklist.items.${item}`)}
                <ArrowRightIcon />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
