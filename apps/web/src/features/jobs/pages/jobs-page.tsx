// /app/jobs: open jobs near a worker, nearest first, each with its wage, start day, distance and Employer, one
// tap to apply or withdraw, and a WhatsApp share. Near the worker's own town unless they choose a place or
// their position; the choices live in the address (jobs-filter.ts).
import '../../../components/trust/trust.css';
import '../jobs.css';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { jobMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { ShowMore } from '../../../components/ui/show-more';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useDrawnInTransition } from '../../../lib/use-drawn-in-transition';
import { useNearbyJobs } from '../api/get-nearby-jobs';
import { ApplyButton } from '../components/apply-button';
import { JobCard } from '../components/job-card';
import { JobsNear } from '../components/jobs-near';
import { ShareJob } from '../components/share-job';
import { jobsFilterOf, jobsSearchOf, type JobsFilter } from '../jobs-filter';

export default function JobsPage() {
  const { t } = useTranslation('jobs');
  useTranslation('trades');
  useDocumentTitle(t('feed.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const filter = jobsFilterOf(new URLSearchParams(location.search));
  const feed = useNearbyJobs(filter);
  // The first cards replace "Loading…" at once when the feed answers: drawn in a transition, in slices.
  const drawn = useDrawnInTransition(!feed.isPending);
  const jobs = drawn ? (feed.data?.pages.flatMap((page) => page.jobs) ?? []) : [];
  // The worker has no town on their profile and chose no place: the server cannot tell what is near.
  const needsPlace = !filter.near && serverMessageOf(feed.error) === jobMessages.placeRequired;

  const error = feed.error;
  useEffect(() => {
    if (error && serverMessageOf(error) !== jobMessages.placeRequired) console.error('Could not load jobs', error);
  }, [error]);

  function apply(next: JobsFilter) {
    void navigate({ search: jobsSearchOf(next) }, { replace: true });
  }

  return (
    <section aria-labelledby="jobs-title" className="jobs-page">
      <h1 id="jobs-title">{t('feed.title')}</h1>
      <p>
        <Link to={paths.app.myApplications}>{t('feed.myApplications')}</Link>
      </p>
      <p>
        <Link to={paths.app.agreements}>{t('paidWork')}</Link>
      </p>
      <JobsNear filter={filter} onFilter={apply} />
      <h2 id="jobs-results-title">{t('feed.resultsTitle')}</h2>
      <p className="search-status" role="status">
        {feed.isPending || !drawn
          ? t('feed.loading')
          : needsPlace
            ? t('feed.needPlace')
            : feed.isError
              ? t('job.loadFailed')
              : jobs.length === 0
                ? t('feed.empty')
                : null}
      </p>
      {needsPlace ? (
        <p>
          <Link to={paths.app.profile}>{t('feed.addPlace')}</Link>
        </p>
      ) : null}
      {jobs.length > 0 ? (
        <ul className="job-cards" aria-labelledby="jobs-results-title">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job}>
                <div className="job-actions">
                  <ApplyButton job={job} />
                  <ShareJob job={job} />
                </div>
              </JobCard>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMore pages={feed} label={t('feed.showMore')} loadingLabel={t('feed.loadingMore')} />
    </section>
  );
}
