// /businesses-to-verify: Employers' GSTINs waiting for a staff check, oldest first. Confirm gives the Employer
// the Verified business badge; Refuse asks for the reason they will read. A GSTIN someone else decided first
// (409) leaves the list with their answer shown.
import { personName } from '@kaamsetu/contract';
import '../back-office.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { StaffBusiness } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/date-time';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { useBusinessesToVerify } from '../api/get-businesses';
import { useChangeVerification, type VerificationChange } from '../api/person-verification';
import { DataTable, type DataColumn } from '../components/data-table';
import { ReasonDialog } from '../components/reason-dialog';
import { verificationFailure, verificationNotice } from '../components/person-verification';

export default function BusinessesToVerifyPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('trust');
  const { t: checksT } = useTranslation('trustStaff');
  const { t: backOfficeT } = useTranslation('backOffice');
  useDocumentTitle(staffT('actions.businessesToVerify'));
  const businesses = useBusinessesToVerify();
  const change = useChangeVerification();
  const [refusing, setRefusing] = useState<StaffBusiness | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = businesses.data?.businesses ?? [];

  async function decide(business: StaffBusiness, next: VerificationChange) {
    setStatus(null);
    setError(null);
    try {
      const answer = await change.mutateAsync({ id: business.userId, change: next });
      flushSync(() => {
        setRefusing(null);
        setStatus(verificationNotice(answer.message));
      });
    } catch (caught) {
      flushSync(() => {
        setRefusing(null);
        setError(verificationFailure(caught));
      });
      void businesses.refetch();
    }
    // The row and its buttons are gone: the list's title is where the reader goes on from.
    titleRef.current?.focus();
  }

  const columns: DataColumn<StaffBusiness>[] = [
    { key: 'name', label: checksT('columns.name'), cell: (row) => personName(row.name) },
    { key: 'company', label: checksT('columns.company'), cell: (row) => row.companyName },
    { key: 'gstin', label: checksT('columns.gstin'), cell: (row) => <code>{row.gstin}</code> },
    { key: 'submitted', label: checksT('columns.submitted'), cell: (row) => formatDate(row.submittedAt, language) },
    {
      key: 'actions',
      label: checksT('columns.actions'),
      cell: (row) => (
        <div className="staff-card-actions">
          <button
            type="button"
            className="button button-primary"
            aria-label={checksT('verifyName', { name: personName(row.name) })}
            disabled={change.isPending}
            onClick={() => void decide(row, { kind: 'verify-business' })}
          >
            <CheckIcon />
            {checksT('verify')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-label={checksT('refuseName', { name: personName(row.name) })}
            disabled={change.isPending}
            onClick={() => setRefusing(row)}
          >
            <CrossIcon />
            {checksT('refuse')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="businesses-title">
      <h1 id="businesses-title" ref={titleRef} tabIndex={-1}>
        {staffT('actions.businessesToVerify')}
      </h1>
      <p>{checksT('queueIntro')}</p>
      <FormStatus t={t} notice={status} />
      {refusing ? null : <FormError t={t} notice={error} />}
      {businesses.isError ? (
        <FormError t={t} notice={verificationFailure(businesses.error)} />
      ) : (
        <p className="search-status" role="status">
          {businesses.isPending ? checksT('loading') : list.length === 0 ? checksT('queueEmpty') : null}
        </p>
      )}
      {list.length > 0 ? (
        <DataTable
          caption={staffT('actions.businessesToVerify')}
          columns={columns}
          rows={list}
          rowKey={(row) => row.userId}
        />
      ) : null}
      {refusing ? (
        <ReasonDialog
          t={backOfficeT}
          id="refuse-business"
          title={checksT('refuseTitle', { name: personName(refusing.name) })}
          description={checksT('refuseDescription')}
          confirmLabel={checksT('refuse')}
          confirmIcon={<CrossIcon />}
          busy={change.isPending}
          error={error}
          reasonRequired
          onConfirm={(reason) => void decide(refusing, { kind: 'refuse-business', reason })}
          onCancel={() => {
            setRefusing(null);
            titleRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
