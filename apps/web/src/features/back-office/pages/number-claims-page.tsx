// /number-claims: Employers' dead-number claims (Employees and Admins). Open ones, soonest deadline first, with
// Refund (the number is dead) and Reject (it works; a reason is required); the decided ones by state. A claim
// nobody decides is refunded by itself at its deadline. Decisions are kept in the audit trail.
import '../back-office.css';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { claimStatuses, formatIndianMobile, type ClaimStatus, type StaffClaim, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { SelectField } from '../../../components/ui/form-field';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useDecideNumberClaim, type ClaimAction } from '../api/decide-number-claim';
import { useNumberClaims } from '../api/get-number-claims';
import { alreadyHandled, failureNotice } from '../back-office-messages';
import { ReasonDialog } from '../components/reason-dialog';

const actionIcons: Record<ClaimAction, ReactNode> = { refund: <CheckIcon />, reject: <CrossIcon /> };

interface Asking {
  claim: StaffClaim;
  action: ClaimAction;
  error: Notice | null;
}

export default function NumberClaimsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t: officeT, language } = useTranslation('backOffice');
  const { t } = useTranslation('claims');
  const title = staffT('actions.numberClaims');
  useDocumentTitle(title);
  const [status, setStatus] = useState<ClaimStatus>('open');
  const claims = useNumberClaims(status);
  const decide = useDecideNumberClaim();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = claims.data?.claims ?? [];
  const when = (iso: string) => formatDateTime(iso, language);

  async function run(claim: StaffClaim, action: ClaimAction, reason: string) {
    setDone(null);
    setError(null);
    try {
      await decide.mutateAsync({ id: claim.id, action, reason });
      flushSync(() => {
        setAsking(null);
        setDone({ key: `staff.done.${action}`, values: { id: claim.id } });
      });
    } catch (caught) {
      if (!alreadyHandled(caught)) {
        // Still undecided: the dialog stays open with what was typed, and says what went wrong.
        flushSync(() => setAsking({ claim, action, error: failureNotice(caught) }));
        return;
      }
      flushSync(() => {
        setAsking(null);
        setError(failureNotice(caught));
      });
    }
    titleRef.current?.focus();
  }

  return (
    <section aria-labelledby="number-claims-title">
      <h1 id="number-claims-title" ref={titleRef} tabIndex={-1}>
        {title}
      </h1>
      <p>{t('staff.intro')}</p>
      <SelectField
        id="number-claims-status"
        label={t('staff.show')}
        value={status}
        onChange={(event) => setStatus(event.target.value as ClaimStatus)}
      >
        {claimStatuses.map((option) => (
          <option key={option} value={option}>
            {t(`staff.statuses.${option}`)}
          </option>
        ))}
      </SelectField>
      <FormStatus t={t} notice={done} />
      <FormError t={officeT} notice={error} />
      {claims.isError ? (
        <FormError t={officeT} notice={failureNotice(claims.error)} />
      ) : (
        <p className="search-status" role="status">
          {claims.isPending ? officeT('loading') : list.length === 0 ? t('staff.empty') : null}
        </p>
      )}
      {list.length > 0 ? (
        <ul className="staff-list" aria-labelledby="number-claims-title">
          {list.map((claim) => {
            const headingId = `claim-${claim.id}`;
            return (
              <li key={claim.id} className="staff-card">
                <h2 id={headingId}>{t('staff.claimId', { id: claim.id })}</h2>
                <dl className="staff-card-facts">
                  <div>
                    <dt>{t('staff.employer')}</dt>
                    <dd>
                      {t('staff.person', {
                        name: personName(claim.employer.name),
                        phone: formatIndianMobile(claim.employer.phone),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('staff.worker')}</dt>
                    <dd>
                      {t('staff.person', {
                        name: personName(claim.worker.name),
                        phone: formatIndianMobile(claim.worker.phone),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('staff.opened')}</dt>
                    <dd>{when(claim.openedAt)}</dd>
                  </div>
                  {claim.status === 'open' ? (
                    <div>
                      <dt>{t('staff.confirmBy')}</dt>
                      <dd>{when(claim.confirmBy)}</dd>
                    </div>
                  ) : null}
                  {claim.decidedAt ? (
                    <div>
                      <dt>{t('staff.decided')}</dt>
                      <dd>{when(claim.decidedAt)}</dd>
                    </div>
                  ) : null}
                  {claim.reason ? (
                    <div>
                      <dt>{t('staff.reason')}</dt>
                      <dd>{claim.reason}</dd>
                    </div>
                  ) : null}
                  {claim.status === 'refunded' ? (
                    <div>
                      <dt>{t('staff.refunded')}</dt>
                      <dd>{formatRupees(claim.refundedPaise, language)}</dd>
                    </div>
                  ) : null}
                  {claim.workerShare ? (
                    <div>
                      <dt>{t('staff.workerShare')}</dt>
                      <dd>{t(`staff.shares.${claim.workerShare}`)}</dd>
                    </div>
                  ) : null}
                </dl>
                {claim.status === 'open' ? (
                  <div className="staff-card-actions">
                    {(['refund', 'reject'] as const).map((action, index) => (
                      <button
                        key={action}
                        id={`${headingId}-${action}`}
                        type="button"
                        className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`}
                        aria-describedby={headingId}
                        disabled={decide.isPending}
                        onClick={() => setAsking({ claim, action, error: null })}
                      >
                        {actionIcons[action]}
                        {t(`staff.actions.${action}`)}
                      </button>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {asking ? (
        <ReasonDialog
          t={officeT}
          id="number-claim-reason"
          title={t(`staff.dialog.${asking.action}Title`, { id: asking.claim.id })}
          description={t(`staff.dialog.${asking.action}Description`, {
            name:
              asking.action === 'refund'
                ? personName(asking.claim.employer.name)
                : personName(asking.claim.worker.name),
          })}
          confirmLabel={t(`staff.actions.${asking.action}`)}
          confirmIcon={actionIcons[asking.action]}
          busy={decide.isPending}
          error={asking.error}
          reasonRequired={asking.action === 'reject'}
          onConfirm={(reason) => void run(asking.claim, asking.action, reason)}
          onCancel={() => {
            const opener = `claim-${asking.claim.id}-${asking.action}`;
            flushSync(() => setAsking(null));
            document.getElementById(opener)?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
