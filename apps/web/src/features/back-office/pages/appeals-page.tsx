// /appeals: people who think a warning or suspension was wrong (issue 16). Staff keep the decision or lift
// it, with a reason (audited; the person sees the outcome). Appeals against a suspension are the Admins'.
// A decided appeal leaves the list; when someone else decided first (409) their answer is shown.
import { personName } from '@kaamsetu/contract';
import '../back-office.css';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { serverMessageOf } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { useAppeals, type StaffAppeal } from '../api/get-appeals';
import { useDecideAppeal, type AppealDecision } from '../api/decide-appeal';
import { alreadyHandled, failureNotice } from '../back-office-messages';
import { safetyNotice } from '../safety-notices';
import { ReasonDialog } from '../components/reason-dialog';
import { useStaffMember } from '../components/staff-gate';

const decisions: readonly AppealDecision[] = ['uphold', 'lift'];
const decisionIcons: Record<AppealDecision, ReactNode> = { uphold: <CheckIcon />, lift: <CrossIcon /> };

interface Asking {
  appeal: StaffAppeal;
  decision: AppealDecision;
  error: Notice | null;
}

export default function AppealsPage() {
  const { t: tb } = useTranslation('backOffice');
  const { t, language } = useTranslation('safety');
  useDocumentTitle(t('staff.appealsTitle'));
  const staff = useStaffMember();
  const appeals = useAppeals();
  const decide = useDecideAppeal();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = appeals.data?.appeals ?? [];

  const noticeOf = (caught: unknown): Notice => {
    const text = serverMessageOf(caught);
    return (text && safetyNotice(t, text)) || failureNotice(caught);
  };

  async function run(appeal: StaffAppeal, decision: AppealDecision, reason: string) {
    setStatus(null);
    setError(null);
    try {
      const answer = await decide.mutateAsync({ id: appeal.id, decision, reason });
      flushSync(() => {
        setAsking(null);
        setStatus(safetyNotice(t, answer.message) ?? { text: answer.message });
      });
    } catch (caught) {
      if (!alreadyHandled(caught)) {
        setAsking({ appeal, decision, error: noticeOf(caught) });
        return;
      }
      flushSync(() => {
        setAsking(null);
        setError(noticeOf(caught));
      });
    }
    titleRef.current?.focus();
  }

  return (
    <section aria-labelledby="appeals-title">
      <h1 id="appeals-title" ref={titleRef} tabIndex={-1}>
        {t('staff.appealsTitle')}
      </h1>
      <p>{t('staff.appealsIntro')}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      {appeals.isError ? (
        <FormError t={tb} notice={failureNotice(appeals.error)} />
      ) : (
        <p className="search-status" role="status">
          {appeals.isPending ? tb('loading') : list.length === 0 ? t('staff.empty') : null}
        </p>
      )}
      {list.length > 0 ? (
        <ul className="staff-list" aria-labelledby="appeals-title">
          {list.map((appeal) => {
            const headingId = `appeal-${appeal.id}`;
            // Lifting or keeping a suspension is the Admins' call, as suspending is.
            const mayDecide = appeal.sanction.kind === 'warning' || staff.role === 'Admin';
            return (
              <li key={appeal.id} className="staff-card">
                <h3 id={headingId}>{t('staff.appealId', { id: appeal.id })}</h3>
                <dl className="staff-card-facts">
                  <div>
                    <dt>{t('staff.person')}</dt>
                    <dd>
                      {tb('reports.person', {
                        name: personName(appeal.person.name),
                        role: tb(`roles.${appeal.person.userType}`),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('staff.decision')}</dt>
                    <dd>
                      {t(`staff.kinds.${appeal.sanction.kind}`)}, {formatDateTime(appeal.sanction.at, language)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('staff.sanctionReason')}</dt>
                    <dd>{appeal.sanction.reason}</dd>
                  </div>
                  <div>
                    <dt>{t('staff.appealText')}</dt>
                    <dd>{appeal.text}</dd>
                  </div>
                  <div>
                    <dt>{t('staff.date')}</dt>
                    <dd>{formatDateTime(appeal.createdAt, language)}</dd>
                  </div>
                </dl>
                {mayDecide ? (
                  <div className="staff-card-actions">
                    {decisions.map((decision, index) => (
                      <button
                        key={decision}
                        id={`${headingId}-${decision}`}
                        type="button"
                        className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`}
                        aria-describedby={headingId}
                        disabled={decide.isPending}
                        onClick={() => setAsking({ appeal, decision, error: null })}
                      >
                        {decisionIcons[decision]}
                        {t(`staff.actions.${decision}`)}
                      </button>
                    ))}
                  </div>
                ) : (
                  <p>{tb('adminsOnly.title')}</p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {asking ? (
        <ReasonDialog
          t={tb}
          id="appeal-reason"
          title={t(`staff.dialog.${asking.decision}Title`, { id: asking.appeal.id })}
          description={t(`staff.dialog.${asking.decision}Description`, { name: personName(asking.appeal.person.name) })}
          confirmLabel={t(`staff.actions.${asking.decision}`)}
          confirmIcon={decisionIcons[asking.decision]}
          busy={decide.isPending}
          error={asking.error}
          reasonRequired
          onConfirm={(reason) => void run(asking.appeal, asking.decision, reason)}
          onCancel={() => {
            const opener = `appeal-${asking.appeal.id}-${asking.decision}`;
            flushSync(() => setAsking(null));
            document.getElementById(opener)?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
