import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** The column header's text; screen readers announce it with every cell of the column. */
  header: string;
  /** Keeps the header for screen readers only (e.g. a column of action buttons). */
  headerHidden?: boolean;
  /** Numbers line up on the right. */
  align?: 'left' | 'right';
  /** Extra classes for this column's cells (wrapping, tabular figures). */
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers; the section's visible heading says the same. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown instead of an empty table. */
  empty: ReactNode;
  /**
   * Below this width (a Tailwind min-w class) the table scrolls sideways in its frame instead of
   * squeezing its columns, so a 390 px phone never scrolls the whole page.
   */
  minWidthClassName?: string;
  /** 'card' when the table sits inside a card that draws the frame already. */
  frame?: 'own' | 'card';
  testId?: string;
}

const TH = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800 align-top';

const alignClass = (align: 'left' | 'right' | undefined) =>
  align === 'right' ? 'text-right' : 'text-left';

/**
 * The back office's tables: a caption, column headers with scope="col", the first cell of each
 * row as its row header (scope="row"), an empty state instead of a table without rows, and
 * sideways scrolling inside the frame on narrow screens.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  minWidthClassName = 'min-w-[32rem]',
  frame = 'own',
  testId,
}: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <p className={`text-sm text-slate-600 ${frame === 'card' ? 'px-4 pb-4' : ''}`}>{empty}</p>
    );
  }
  // `relative` keeps the visually hidden header text (absolutely positioned) inside the scrolling
  // frame; otherwise it would widen the page on a phone.
  const frameClass = `relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600 ${
    frame === 'own' ? 'rounded-xl border border-slate-200 bg-white' : ''
  }`;
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    // A frame that scrolls must be reachable from the keyboard to be scrolled without a mouse;
    // as a named region, a screen reader says what it is when it gets focus.
    <div className={frameClass} role="region" aria-label={caption} tabIndex={0}>
      <table className={`w-full ${minWidthClassName}`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${TH} ${alignClass(column.align)}`}>
                {column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              <th
                scope="row"
                className={`${TD} font-normal ${alignClass(first.align)} ${first.cellClassName ?? ''}`}
              >
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.header}
                  className={`${TD} ${alignClass(column.align)} ${column.cellClassName ?? ''}`}
                >
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
