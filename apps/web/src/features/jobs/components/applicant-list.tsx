// A job's applicants for its Employer: photo, name, stars, the checks staff did and how far they are. The name
// leads to the worker's profile, where the number is unlocked the usual way (₹15 from Credits) and, after a
// hire, where the Employer rates them. Hired or not is one tap each while the worker waits for an answer.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/badge.css';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApplicantsResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-time';
import { Badges } from '../../../components/trust/badges';
import { StarRating } from '../../../components/trust/star-rating';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon, MapPinIcon, StarIcon } from '../../../components/ui/icons';
import { useDecideApplicant } from '../api/decide-applicant';
import { distanceText, jobRefusal } from '../job-text';

type Applicant = ApplicantsResponse['applicants'][number];

function ApplicantCard({ jobId, applicant }: { jobId: string; applicant: Applicant }) {
  const { t, language } = useTranslation('jobs');
  const decide = useDecideApplicant();
  const [error, setError] = useState<Notice | null>(null);
  const [decided, setDecided] = useState<Notice | null>(null);
  const { card, status } = applicant;
  const nameId = `applicant-${card.id}-name`;

  async function send(hired: boolean) {
    setError(null);
    try {
      await decide.mutateAsync({ jobId, workerId: card.id, hired });
      setDecided({
        key: hired ? 'applicants.hiredNote' : 'applicants.notHiredNote',
        values: { name: personName(card.name) },
      });
    } catch (caught) {
      setError(jobRefusal(caught, 'applicants.failed'));
    }
  }

  return (
    <li className="applicant-card">
      <img
        src={card.profileImage}
        alt={t('applicants.photoOf', { name: personName(card.name) })}
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <div className="applicant-body">
        <h3 id={nameId} className="applicant-name">
          {personName(card.name)} <StarRating rating={card.rating} />
        </h3>
        <p className={`job-status job-status-${status}`}>
          {t(`status.${status}`)}
          {' · '}
          {t('applicants.appliedOn', { date: formatDate(applicant.appliedAt, language) })}
        </p>
        <Badges badges={card.badges} idPrefix={`applicant-${card.id}`} compact />
        {card.distanceKm !== undefined ? (
          <p className="job-place">
            <MapPinIcon />
            <span>{distanceText(t, card.distanceKm)}</span>
          </p>
        ) : null}
        <p>
          <Link to={paths.app.profilePage(card.id)}>
            {t('applicants.viewProfile', { name: personName(card.name) })}
          </Link>
          <br />
          <span className="field-hint">{t('applicants.contactNote')}</span>
        </p>
        {status === 'applied' ? (
          <div className="job-actions">
            <button
              type="button"
              className="button button-primary"
              aria-describedby={nameId}
              disabled={decide.isPending}
              aria-busy={decide.isPending}
              onClick={() => void send(true)}
            >
              <CheckIcon />
              {decide.isPending ? t('applicants.deciding') : t('applicants.hire')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-describedby={nameId}
              disabled={decide.isPending}
              onClick={() => void send(false)}
            >
              <CrossIcon />
              {t('applicants.notHire')}
            </button>
          </div>
        ) : null}
        {status === 'hired' ? (
          <p>
            <Link className="button button-secondary" to={paths.app.profilePage(card.id)}>
              <StarIcon />
              {t('applicants.rate', { name: personName(card.name) })}
            </Link>
          </p>
        ) : null}
        {status === 'hired' ? (
          <p>
            <Link to={paths.app.proposeAgreementTo(card.id)}>
              {t('applicants.proposePaidWork', { name: personName(card.name) })}
            </Link>
          </p>
        ) : null}
        <FormError t={t} notice={error} />
        <FormStatus t={t} notice={decided} />
      </div>
    </li>
  );
}

export function ApplicantList({ jobId, applicants }: { jobId: string; applicants: readonly Applicant[] }) {
  return (
    <ul className="applicant-cards" aria-labelledby="applicants-title">
      {applicants.map((applicant) => (
        <ApplicantCard key={applicant.card.id} jobId={jobId} applicant={applicant} />
      ))}
    </ul>
  );
}
