// One disputed work agreement as staff read it: the work, both people, the money held and the dates; what each
// side said and when; every step so far; a split an Employee already proposed; and the form to split it.
import { personName } from '@kaamsetu/contract';
import type { Agreement } from '@kaamsetu/contract';
import { formatDate, formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { sideName, useDisputeText } from '../dispute-text';
import { DisputeSplitForm, type SplitOutcome } from './dispute-split-form';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';

interface DisputeCardProps {
  agreement: Agreement;
  admin: boolean;
  onOutcome: (outcome: SplitOutcome) => void;
}

export function DisputeCard({ agreement, admin, onOutcome }: DisputeCardProps) {
  const { t, language } = useDisputeText();
  const idPrefix = `dispute-${agreement.id}`;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  const money = (paise: number) => formatRupees(paise, language);
  const disputedAt = agreement.events.find((event) => event.kind === 'disputed')?.at;
  const proposedAt = [...agreement.events].reverse().find((event) => event.kind === 'split-proposed')?.at;
  const proposal = agreement.proposedSplit;
  const photos = (by: 'employer' | 'worker') => agreement.photos.filter((photo) => photo.by === by);
  const sides = [
    { by: 'employer', name: personName(agreement.employer.name) },
    { by: 'worker', name: personName(agreement.worker.name) },
  ] as const;

  return (
    <li className="staff-card dispute-card">
      <h2 id={`${idPrefix}-title`} className="staff-card-title">
        {agreement.title}
      </h2>
      <p className="dispute-meta">{t('disputes.agreementId', { id: agreement.id })}</p>
      <dl className="staff-card-facts">
        <div>
          <dt>{t('disputes.facts.employer')}</dt>
          <dd>{personName(agreement.employer.name)}</dd>
        </div>
        <div>
          <dt>{t('disputes.facts.worker')}</dt>
          <dd>{personName(agreement.worker.name)}</dd>
        </div>
        <div>
          <dt>{t('disputes.facts.held')}</dt>
          <dd className="dispute-held">{money(agreement.heldPaise)}</dd>
        </div>
        <div>
          <dt>{t('disputes.facts.wage')}</dt>
          <dd>{money(agreement.amountPaise)}</dd>
        </div>
        {agreement.releasedPaise > 0 ? (
          <div>
            <dt>{t('disputes.facts.released')}</dt>
            <dd>{money(agreement.releasedPaise)}</dd>
          </div>
        ) : null}
        {agreement.refundedPaise > 0 ? (
          <div>
            <dt>{t('disputes.facts.refunded')}</dt>
            <dd>{money(agreement.refundedPaise)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('disputes.facts.proposedOn')}</dt>
          <dd>{when(agreement.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('disputes.facts.work')}</dt>
          <dd>
            {t('disputes.facts.startsFor', {
              date: formatDate(`${agreement.startsOn}T12:00:00`, language),
              days: t('disputes.facts.dayCount', { count: agreement.days }),
            })}
          </dd>
        </div>
        {disputedAt ? (
          <div>
            <dt>{t('disputes.facts.disputedOn')}</dt>
            <dd>{when(disputedAt)}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby={`${idPrefix}-statements`}>
        <h3 id={`${idPrefix}-statements`}>{t('disputes.statements.title')}</h3>
        <ul className="dispute-statements">
          {sides.map(({ by, name }) => {
            const statement = agreement.statements.find((each) => each.by === by);
            return (
              <li key={by} className="dispute-statement">
                {statement ? (
                  <>
                    <p className="dispute-statement-who">{t(`disputes.statements.${by}Said`, { name })}</p>
                    <p className="dispute-statement-text">{statement.statement}</p>
                    <p className="dispute-meta">{when(statement.at)}</p>
                    <PhotoThumbnails
                      photos={photos(by)}
                      altOf={(number) => t('disputes.statements.photo', { name, number })}
                    />
                  </>
                ) : (
                  <p className="dispute-meta">{t(`disputes.statements.${by}NotYet`, { name })}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {agreement.events.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-timeline`}>
          <h3 id={`${idPrefix}-timeline`}>{t('disputes.timelineTitle')}</h3>
          <ol className="dispute-timeline">
            {agreement.events.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <span className="dispute-step">
                  {t(`agreements:events.${event.kind}`)}
                  {event.amountPaise ? ` · ${money(event.amountPaise)}` : null}
                </span>
                <span className="dispute-meta">
                  {sideName(t, agreement, event.by)} · {when(event.at)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {proposal ? (
        <section className="dispute-proposal" aria-labelledby={`${idPrefix}-proposal`}>
          <h3 id={`${idPrefix}-proposal`}>{t('disputes.proposal.title')}</h3>
          <dl className="staff-card-facts">
            <div>
              <dt>{t('disputes.proposal.toWorker', { name: personName(agreement.worker.name) })}</dt>
              <dd>{money(proposal.toWorkerPaise)}</dd>
            </div>
            <div>
              <dt>{t('disputes.proposal.toEmployer', { name: personName(agreement.employer.name) })}</dt>
              <dd>{money(proposal.toEmployerPaise)}</dd>
            </div>
            <div>
              <dt>{t('reasonDialog.reason')}</dt>
              <dd>{proposal.reason}</dd>
            </div>
            {proposedAt ? (
              <div>
                <dt>{t('disputes.proposal.proposedOn')}</dt>
                <dd>{when(proposedAt)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {/* A new proposal starts the form again from it. */}
      <DisputeSplitForm key={JSON.stringify(proposal)} agreement={agreement} admin={admin} onOutcome={onOutcome} />
    </li>
  );
}
