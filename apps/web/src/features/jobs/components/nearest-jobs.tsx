// "Jobs near you" at the top of a worker's Home: the two nearest open jobs around the town on their profile,
// each one tap from applying, and the way to the whole feed. Home is where everyone lands after signing in, so
// a worker sees work first. Nothing while it loads or when the feed cannot answer (no town on the profile):
// Home stays as it is and the Jobs tab says why.
import '../jobs.css';
import { Link } from 'react-router';
import { RADIUS_KM_DEFAULT } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useNearbyJobs } from '../api/get-nearby-jobs';
import { ApplyButton } from './apply-button';
import { JobCard } from './job-card';

const SHOWN = 2;

export default function NearestJobs() {
  const { t } = useTranslation('jobs');
  const feed = useNearbyJobs({ near: undefined, radiusKm: RADIUS_KM_DEFAULT, trade: undefined });
  if (!feed.data) return null;
  const jobs = feed.data.pages.flatMap((page) => page.jobs).slice(0, SHOWN);
  return (
    <section className="nearest-jobs" aria-labelledby="nearest-jobs-title">
      <h2 id="nearest-jobs-title">{t('feed.title')}</h2>
      {jobs.length === 0 ? (
        <p>{t('feed.empty')}</p>
      ) : (
        <ul className="job-cards" aria-labelledby="nearest-jobs-title">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job}>
                <div className="job-actions">
                  <ApplyButton job={job} />
                </div>
              </JobCard>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.app.jobs}>{t('home.seeAll')}</Link>
      </p>
    </section>
  );
}
