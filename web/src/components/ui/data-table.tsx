import type { ReactNode } from 'react';
import './data-table.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** 'actions' right-aligns the cell and keeps its buttons on one line. */
  kind?: 'actions' | 'code';
}

interface DataTableProps<T> {
  /** The table's name for screen readers; the section heading shows it on screen. */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/**
 * A table that becomes one card per row on narrow screens (admin.css). The
 * explicit roles keep table semantics there, where `display: block` would
 * otherwise drop them; each cell repeats its header through `data-label`.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <table className="data-table" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.header} scope="col" role="columnheader" className={column.kind && `data-table__${column.kind}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) => (
              <td key={column.header} role="cell" data-label={column.header} className={column.kind && `data-table__${column.kind}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
