// A report about a review, in the staff reports queue (the reported person is its author): the review's stars
// and words, and "Hide review" with a reason (kept in the audit trail). A hidden review leaves the profile it
// is about and that person's rating; the report itself is still decided with the queue's own buttons.
import '../../../components/trust/trust.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { reviewMessages, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { messageKeyOf } from '../../../lib/contract-messages';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { EyeOffIcon } from '../../../components/ui/icons';
import { StarsOutOfFive } from '../../../components/trust/star-rating';
import { useHideReview } from '../api/hide-review';
import type { StaffReport } from '../api/get-reports';
import { alreadyHandled, failureNotice, serverNotice } from '../back-office-messages';
import { ReasonDialog } from './reason-dialog';

type ReportedReviewProps = { report: StaffReport & { review: NonNullable<StaffReport['review']> } };

export function ReportedReview({ report }: ReportedReviewProps) {
  const { t: tb } = useTranslation('backOffice');
  const { t } = useTranslation('reviews');
  const hide = useHideReview();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [hiddenHere, setHiddenHere] = useState(false);
  const { review } = report;
  const hidden = hiddenHere || review.hidden;
  const openerId = `report-${report.id}-hide-review`;

  /** A reviews message from the server in the reader's language (the back office's own otherwise). */
  function notice(text: string): Notice {
    const key = messageKeyOf(reviewMessages, text);
    return key ? { text: t(`messages.${key}`) } : serverNotice(text);
  }

  /** The review is out of view (hidden now, or by someone else first): the dialog closes and says so. */
  function done(outcome: Notice) {
    flushSync(() => {
      setAsking(false);
      setHiddenHere(true);
      setStatus(outcome);
    });
    document.getElementById(`${openerId}-status`)?.focus();
  }

  async function run(reason: string) {
    setError(null);
    try {
      const answer = await hide.mutateAsync({ id: review.id, reason });
      done(notice(answer.message));
    } catch (caught) {
      const failed = failureNotice(caught);
      const shown = 'text' in failed ? notice(failed.text) : failed;
      if (alreadyHandled(caught)) done(shown);
      else setError(shown);
    }
  }

  return (
    <div className="staff-reported-review">
      <dl className="staff-card-facts">
        <div>
          <dt>{t('staff.review')}</dt>
          <dd>
            <StarsOutOfFive stars={review.stars} /> {review.text || t('staff.noText')}
            {hidden ? <span className="badge badge-status">{t('staff.hidden')}</span> : null}
          </dd>
        </div>
      </dl>
      <div id={`${openerId}-status`} tabIndex={-1}>
        <FormStatus t={tb} notice={status} />
      </div>
      {hidden ? null : (
        <button
          id={openerId}
          type="button"
          className="button button-secondary"
          aria-describedby={`report-${report.id}`}
          onClick={() => {
            setError(null);
            setAsking(true);
          }}
        >
          <EyeOffIcon />
          {t('staff.hide')}
        </button>
      )}
      {asking ? (
        <ReasonDialog
          t={tb}
          id={`hide-review-${review.id}`}
          title={t('staff.hideTitle')}
          description={t('staff.hideDescription', { name: personName(report.reported.name) })}
          confirmLabel={t('staff.hide')}
          confirmIcon={<EyeOffIcon />}
          busy={hide.isPending}
          error={error}
          reasonRequired
          onConfirm={(reason) => void run(reason)}
          onCancel={() => {
            flushSync(() => setAsking(false));
            document.getElementById(openerId)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
