// /audit-trail: what staff changed, newest first: who, which action, on what, why, and what it changed
// (the fields the action set), all in the staff member's words (audit-text.ts).
import '../back-office.css';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { formatDateTime } from '../../../lib/date-time';
import { useAuditTrail, type AuditEntry } from '../api/get-audit-trail';
import { DataTable, type DataColumn } from '../components/data-table';
import { ShowMore } from '../../../components/ui/show-more';
import { ListStatus } from '../components/list-status';
import { auditActionText, auditChangeLines, auditTargetText } from '../audit-text';

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
      cell: (row) => auditActionText(t, row.action),
    },
    {
      key: 'target',
      label: t('audit.target'),
      cell: (row) => auditTargetText(t, row.targetType, row.targetId),
    },
    { key: 'reason', label: t('reasonDialog.reason'), cell: (row) => row.reason || '—' },
    {
      key: 'change',
      label: t('audit.change'),
      cell: (row) => {
        const lines = auditChangeLines(t, language, row.before, row.after);
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
