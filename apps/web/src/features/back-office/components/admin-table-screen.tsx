// One of the Admin's tables by date (spec §2): free-text search and a From/To range of India's calendar days,
// both kept in the address (?q=&from=&to=) so Back and a reload show the same rows; then the rows, newest
// first, 25 at a time with Show more. The page picks the columns and the query.
import '../../../components/ui/search-box.css';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { adminTableQuerySchema } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { TextField } from '../../../components/ui/form-field';
import { FormError } from '../../../components/ui/form-notice';
import type { AdminTableFilters, AdminTablePage } from '../api/admin-table-query';
import { failureNotice } from '../back-office-messages';
import { DataTable, type DataColumn } from './data-table';
import { SearchIcon } from '../../../components/ui/icons';
import { ShowMore } from '../../../components/ui/show-more';
import { ListStatus } from './list-status';

/** The filters in the address; a date that is not YYYY-MM-DD is left out rather than sent. */
export function useTableFilters(): AdminTableFilters {
  const [params] = useSearchParams();
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  };
  return { q: (params.get('q') ?? '').trim(), from: date('from'), to: date('to') };
}

type FilterField = 'q' | 'from' | 'to';
const filterOrder: readonly FilterField[] = ['q', 'from', 'to'];

/** The form's own checks: dates as YYYY-MM-DD, From not after To. Catalogue keys per field. */
export function filterProblems(typed: AdminTableFilters): Partial<Record<FilterField, string>> {
  const problems: Partial<Record<FilterField, string>> = {};
  const parsed = adminTableQuerySchema.safeParse({
    q: typed.q,
    ...(typed.from ? { from: typed.from } : {}),
    ...(typed.to ? { to: typed.to } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as FilterField;
      problems[field] ??= field === 'q' ? 'errors.tooLong' : 'tables.errors.invalidDate';
    }
  }
  if (!problems.from && !problems.to && typed.from && typed.to && typed.from > typed.to) {
    problems.from = 'tables.errors.dateOrder';
  }
  return problems;
}

interface AdminTableScreenProps<T> {
  idPrefix: string;
  title: string;
  intro: string;
  searchLabel: string;
  searchHint: string;
  emptyText: string;
  filters: AdminTableFilters;
  query: UseInfiniteQueryResult<InfiniteData<AdminTablePage<T>, unknown>, unknown>;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
}

export function AdminTableScreen<T>({
  idPrefix,
  title,
  intro,
  searchLabel,
  searchHint,
  emptyText,
  filters,
  query,
  columns,
  rowKey,
}: AdminTableScreenProps<T>) {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(title);
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState<AdminTableFilters>(filters);
  const [shown, setShown] = useState<AdminTableFilters>(filters);
  // Back and Forward change the address: the form follows it.
  if (shown.q !== filters.q || shown.from !== filters.from || shown.to !== filters.to) {
    setShown(filters);
    setTyped(filters);
  }
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.q !== '' || filters.from !== '' || filters.to !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { q: typed.q.trim(), from: typed.from, to: typed.to };
    const found = filterProblems(next);
    setErrors(found);
    const first = filterOrder.find((field) => found[field] !== undefined);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`)?.focus();
      return;
    }
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
    titleRef.current?.focus();
  }

  function clear() {
    setErrors({});
    setParams({});
    titleRef.current?.focus();
  }

  const field = (name: FilterField) => ({
    id: `${idPrefix}-${name}`,
    error: errors[name] ? t(errors[name]) : undefined,
    value: typed[name],
    autoComplete: 'off',
  });

  return (
    <section aria-labelledby={`${idPrefix}-title`}>
      <h1 id={`${idPrefix}-title`}>{title}</h1>
      <p>{intro}</p>
      <form
        ref={formRef}
        className="search-form table-filters"
        role="search"
        aria-label={t('tables.filtersLabel')}
        noValidate
        onSubmit={submit}
      >
        <TextField
          {...field('q')}
          label={searchLabel}
          hint={searchHint}
          type="search"
          enterKeyHint="search"
          maxLength={100}
          onChange={(event) => setTyped({ ...typed, q: event.target.value })}
        />
        <fieldset className="date-range" aria-describedby={`${idPrefix}-dates-hint`}>
          <legend>{t('tables.dates')}</legend>
          <p id={`${idPrefix}-dates-hint`} className="field-hint">
            {t('tables.datesHint')}
          </p>
          <div className="date-range-fields">
            <TextField
              {...field('from')}
              label={t('tables.from')}
              type="date"
              onChange={(event) => setTyped({ ...typed, from: event.target.value })}
            />
            <TextField
              {...field('to')}
              label={t('tables.to')}
              type="date"
              onChange={(event) => setTyped({ ...typed, to: event.target.value })}
            />
          </div>
        </fieldset>
        <div className="staff-card-actions">
          <button type="submit" className="button button-primary">
            <SearchIcon />
            {t('search.submit')}
          </button>
          {filtered ? (
            <button type="button" className="button button-secondary" onClick={clear}>
              {t('tables.clear')}
            </button>
          ) : null}
        </div>
      </form>

      <h2 id={`${idPrefix}-results-title`} ref={titleRef} tabIndex={-1}>
        {filtered ? t('tables.filtered') : t('tables.newest')}
      </h2>
      <ListStatus
        t={t}
        error={rows.length === 0 ? query.error : null}
        pending={query.isPending}
        count={rows.length}
        emptyText={emptyText}
        countText={t(query.hasNextPage ? 'tables.shownMore' : 'tables.shown', { count: rows.length })}
      />
      {rows.length > 0 ? <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} /> : null}
      {query.isError && rows.length > 0 ? <FormError t={t} notice={failureNotice(query.error)} /> : null}
      <ShowMore pages={query} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
    </section>
  );
}
