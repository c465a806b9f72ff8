// /audit-trail: what staff changed, newest first: who, which action, on what, why, and what it changed
// (the fields whose values differ before and after).
import '../back-office.css';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { formatDateTime } from '../../../lib/date-time';
import { useAuditTrail, type AuditEntry } from '../api/get-audit-trail';
import { DataTable, type DataColumn } from '../components/data-table';
import { ShowMore } from '../../../components/ui/show-more';
import { ListStatus } from '../components/list-status';

const knownActions = new Set([
  'staff.create',
  'staff.update',
  'wallet.adjust',
  'person.create',
  'person.block',
  'person.unblock',
  'report.escalate',
  'report.reject',
  'report.block',
  'report.dismiss',
  'mediation.done',
  'mediation.reject',
  'payout.approve',
  'payout.reject',
  'claim.refund',
  'claim.reject',
]);

const knownTargets = new Set(['person', 'report', 'mediation', 'payout', 'staff', 'wallet', 'claim']);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "field: before → after" for each top-level field that changed; the whole value when it is not an object. */
function changeLines(before: unknown, after: unknown): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
  }
  if (isRecord(after)) return Object.entries(after).map(([key, value]) => `${key}: ${shown(value)}`);
  if (before === null || before === undefined) return after === null || after === undefined ? [] : [shown(after)];
  return [`${shown(before)} → ${shown(after)}`];
}

export default function AuditTrailPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const title = staffT('actions.auditTrail');
  useDocumentTitle(title);
  const query = useAuditTrail();
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: DataColumn<AuditEntry>[] = [
    { key: 'when', label: t('transactions.date'), cell: (row) => formatDateTime(row.createdAt, language) },
    {
      key: 'staff',
      label: t('audit.staff'),
      cell: (row) => t('tables.staffWithCode', { name: row.staff.name, code: row.staff.staffCode }),
    },
    {
      key: 'action',
      label: t('audit.action'),
      cell: (row) => (knownActions.has(row.action) ? t(`audit.actions.${row.action.replace('.', '_')}`) : row.action),
    },
    {
      key: 'target',
      label: t('audit.target'),
      cell: (row) =>
        t('audit.targetOf', {
          type: knownTargets.has(row.targetType) ? t(`audit.targets.${row.targetType}`) : row.targetType,
          id: row.targetId,
        }),
    },
    { key: 'reason', label: t('reasonDialog.reason'), cell: (row) => row.reason || '—' },
    {
      key: 'change',
      label: t('audit.change'),
      cell: (row) => {
        const lines = changeLines(row.before, row.after);
        return lines.length === 0
          ? '—'
          : lines.map((line) => (
              <span key={line} className="cell-line">
                {line}
              </span>
            ));
      },
    },
  ];

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{title}</h1>
      <p>{t('audit.intro')}</p>
      <ListStatus
        t={t}
        error={rows.length === 0 ? query.error : null}
        pending={query.isPending}
        count={rows.length}
        emptyText={t('audit.empty')}
        countText={t(query.hasNextPage ? 'tables.shownMore' : 'tables.shown', { count: rows.length })}
      />
      {rows.length > 0 ? <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.id} /> : null}
      <ShowMore pages={query} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
    </section>
  );
}
