// The Admin screens' tables: rows and columns on a wide screen; on a phone each row stacks into a card with
// every value under its column's name (the staff-table CSS), so nothing pushes the page sideways. Between the
// two, a table wider than the screen scrolls inside its own box, which the keyboard can reach.
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  caption: string;
  /** The first column names the row (a row header); its cell gets `rowId(row)` as id when given. */
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowId?: (row: T) => string;
}

export function DataTable<T>({ caption, columns, rows, rowKey, rowId }: DataTableProps<T>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <div className="staff-table-box" role="region" aria-label={caption} tabIndex={0}>
      {/* The roles repeat what the elements mean, because the phone layout's CSS display would drop it. */}
      <table className="staff-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              <th
                scope="row"
                role="rowheader"
                id={rowId?.(row)}
                tabIndex={rowId ? -1 : undefined}
                data-label={first.label}
              >
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.key} role="cell" data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
