import { counterKeys } from './keys';
import { tableName } from './table';
import type { TransactWriteItem } from './user-repository';

export interface SaleFigures {
  /** `yyyy-mm`, UTC. */
  yearMonth: string;
  items: number;
  revenueCents: number;
}

/** Adds one paid order to its month's sales counters, as one write of a transaction. */
export function salesCounterUpdate(sale: SaleFigures): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: counterKeys.salesOfMonth(sale.yearMonth),
      UpdateExpression: 'ADD order_count :one, items_sold :items, revenue_cents :revenue',
      ExpressionAttributeValues: {
        ':one': 1,
        ':items': sale.items,
        ':revenue': sale.revenueCents,
      },
    },
  };
}
