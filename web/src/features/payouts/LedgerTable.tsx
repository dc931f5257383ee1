import type { LedgerEntryView } from '@contracts/payouts';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDateTime } from '../../lib/format-date';
import { OrderRefCell } from './OrderRefCell';
import { ENTRY_KIND_LABELS, entryAmount } from './payout-text';

const COLUMNS: DataTableColumn<LedgerEntryView>[] = [
  {
    header: 'Date',
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    header: 'Order',
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => <OrderRefCell orderRef={entry.order_ref} />,
  },
  { header: 'Product', cell: (entry) => entry.product_name ?? '–' },
  { header: 'Kind', cell: (entry) => ENTRY_KIND_LABELS[entry.kind] },
  {
    header: 'Amount',
    align: 'right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (entry) => entryAmount(entry.kind, entry.amount_cents),
  },
];

/** The seller's ledger, newest first: sales, commission, holds, transfers and reversals. */
export function LedgerTable({ entries }: { entries: LedgerEntryView[] }) {
  return (
    <DataTable
      caption="Payout entries"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty="No entries yet. Your sales and transfers show here."
      minWidthClassName="min-w-[40rem]"
      narrow="cards"
      testId="payout-entries"
    />
  );
}
