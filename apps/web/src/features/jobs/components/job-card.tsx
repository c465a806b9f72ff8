// One job as a worker weighs it: the wage first, the start day large, how far, the trade, and who is hiring
// with their stars. What can be done with it (apply, share, close) is the caller's, below the facts.
import { personName } from '@kaamsetu/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Job } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { TradeIcon } from '../../../components/trades/trade-icon';
import { StarRating } from '../../../components/trust/star-rating';
import { MapPinIcon } from '../../../components/ui/icons';
import { distanceText, startDayText, wageText } from '../job-text';

interface JobCardProps {
  job: Job;
  /** The title links here (the job's page by default); null: the title is plain text (on the job's own page). */
  to?: string | null;
  /** A line above the facts, such as the application's status. */
  status?: ReactNode;
  children?: ReactNode;
  /** The title's heading level: 3 under a list's heading, 1 on the job's own page. */
  level?: 1 | 2 | 3;
}

export function jobTitleId(job: Pick<Job, 'id'>): string {
  return `job-${job.id}-title`;
}

export function JobCard({ job, to = paths.app.jobPage(job.id), status, children, level = 3 }: JobCardProps) {
  const { t, language } = useTranslation('jobs');
  const { t: tradeName } = useTranslation('trades');
  const titleId = jobTitleId(job);
  const Heading = `h${level}` as const;
  return (
    <article className="job-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="job-card-title">
        {to ? <Link to={to}>{job.title}</Link> : job.title}
      </Heading>
      {status}
      <p className="job-wage">{wageText(t, language, job)}</p>
      <p className="job-starts">
        <span className="job-starts-label">{t('card.starts')}</span>{' '}
        <span className="job-starts-day">{startDayText(job.startsOn, language)}</span>
        {job.days ? <span className="job-days"> · {t('card.days', { count: job.days })}</span> : null}
      </p>
      <p className="job-trade">
        <TradeIcon trade={job.trade} size={20} />
        <span>{tradeName(job.trade)}</span>
        <span>· {t('card.workers', { count: job.workers })}</span>
      </p>
      <p className="job-place">
        <MapPinIcon />
        {job.distanceKm !== undefined ? <span className="job-distance">{distanceText(t, job.distanceKm)}</span> : null}
        <span>{job.place ? job.place.name : t('card.noPlace')}</span>
      </p>
      <p className="job-employer">
        <span>{t('card.postedBy', { name: personName(job.employer.name) })}</span>
        {job.employer.companyName ? <span>· {job.employer.companyName}</span> : null}{' '}
        <StarRating rating={job.employer.rating} />
      </p>
      {children}
    </article>
  );
}
