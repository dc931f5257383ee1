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
  /**
   * 'cards': below the `sm` breakpoint each row becomes a card of "label: value" lines, so a
   * 390 px phone shows every amount and state without scrolling sideways. 'scroll' (the default)
   * keeps the table and scrolls it inside its frame.
   */
  narrow?: 'scroll' | 'cards';
  testId?: string;
}

const TH = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800 align-top';

const alignClass = (align: 'left' | 'right' | undefined) =>
  align === 'right' ? 'text-right' : 'text-left';

/**
 * The card layout's classes, applied below `sm` only. A table shown as blocks loses its table
 * semantics in some browsers, so card tables name their roles explicitly (CARD_ROLES).
 */
const CARDS = {
  frame: 'max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent',
  table: 'max-sm:block max-sm:min-w-0',
  head: 'max-sm:sr-only',
  body: 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
  row: 'max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3',
  cell: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right',
} as const;

const CARD_ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;

/** The column's name in front of its value on a card; screen readers get it from the header. */
function CardLabel({ column }: { column: DataTableColumn<never> }) {
  if (column.headerHidden) return null;
  return (
    <span aria-hidden="true" className="shrink-0 text-xs font-semibold text-slate-600 sm:hidden">
      {column.header}
    </span>
  );
}

/**
 * The back office's tables: a caption, column headers with scope="col", the first cell of each
 * row as its row header (scope="row"), an empty state instead of a table without rows, and on
 * narrow screens sideways scrolling inside the frame or (narrow="cards") one card per row.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  minWidthClassName = 'min-w-[32rem]',
  frame = 'own',
  narrow = 'scroll',
  testId,
}: DataTableProps<Row>) {
  const cards = narrow === 'cards';
  const card = (key: keyof typeof CARDS) => (cards ? CARDS[key] : '');
  const roles = (key: keyof typeof CARD_ROLES) => (cards ? CARD_ROLES[key] : {});
  if (rows.length === 0) {
    return (
      <p className={`text-sm text-slate-600 ${frame === 'card' ? 'px-4 pb-4' : ''}`}>{empty}</p>
    );
  }
  // `relative` keeps the visually hidden header text (absolutely positioned) inside the scrolling
  // frame; otherwise it would widen the page on a phone.
  const frameClass = `relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600 ${
    frame === 'own' ? 'rounded-xl border border-slate-200 bg-white' : ''
  } ${card('frame')}`;
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    // A frame that scrolls must be reachable from the keyboard to be scrolled without a mouse;
    // as a named region, a screen reader says what it is when it gets focus.
    <div className={frameClass} role="region" aria-label={caption} tabIndex={0}>
      <table
        className={`w-full ${minWidthClassName} ${card('table')}`}
        data-testid={testId}
        data-narrow={narrow}
        {...roles('table')}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-50 ${card('head')}`} {...roles('rowgroup')}>
          <tr {...roles('row')}>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${TH} ${alignClass(column.align)}`}
                {...roles('columnheader')}
              >
                {column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${card('body')}`} {...roles('rowgroup')}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={card('row')} {...roles('row')}>
              <th
                scope="row"
                className={`${TD} font-normal ${alignClass(first.align)} ${first.cellClassName ?? ''} ${card('cell')}`}
                {...roles('rowheader')}
              >
                {cards && <CardLabel column={first as DataTableColumn<never>} />}
                {cards ? <span className="min-w-0">{first.cell(row)}</span> : first.cell(row)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.header}
                  className={`${TD} ${alignClass(column.align)} ${column.cellClassName ?? ''} ${card('cell')}`}
                  {...roles('cell')}
                >
                  {cards && <CardLabel column={column as DataTableColumn<never>} />}
                  {cards ? <span className="min-w-0">{column.cell(row)}</span> : column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
