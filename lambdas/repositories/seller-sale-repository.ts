import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { catalogueIndex, salesFigureKeys } from './keys';
import { tableName } from './table';
import type { TransactWriteItem } from './transaction';

/** One sold product of a seller, as their recent sales show it (never who bought). */
export interface SellerSaleRow {
  seller_id: string;
  session_id: string;
  product_id: string;
  product_name: string;
  amount_cents: number;
  paid_at: string;
  guest: boolean;
}

/** A sale (sign 1) puts each seller line's row; a refund (sign -1) takes the line's row out. */
export interface SaleRowEvent {
  sign: 1 | -1;
  sessionId: string;
  paidAt: string;
  guest: boolean;
  lines: { productId: string; sellerId: string; name: string; cents: number }[];
}

/** Writes per transaction: one of DynamoDB's 100 goes to the chunk's marker. */
const ROWS_PER_CHUNK = 99;

function itemOf(row: SellerSaleRow): Record<string, unknown> {
  return {
    ...row,
    ...salesFigureKeys.sellerSale(row.seller_id, row.session_id, row.product_id),
    ...salesFigureKeys.sellerSaleListing(
      row.seller_id,
      row.paid_at,
      row.session_id,
      row.product_id,
    ),
  };
}

function rowWrite(event: SaleRowEvent, line: SaleRowEvent['lines'][number]): TransactWriteItem {
  const key = salesFigureKeys.sellerSale(line.sellerId, event.sessionId, line.productId);
  if (event.sign === -1) {
    // Marked rather than deleted: a late or repeated migration put (conditioned on no item)
    // then cannot bring a refunded sale back into the listing.
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET refunded = :yes REMOVE GSI1PK, GSI1SK',
        ExpressionAttributeValues: { ':yes': true },
      },
    };
  }
  return {
    Put: {
      TableName: tableName(),
      Item: itemOf({
        seller_id: line.sellerId,
        session_id: event.sessionId,
        product_id: line.productId,
        product_name: line.name,
        amount_cents: line.cents,
        paid_at: event.paidAt,
        guest: event.guest,
      }),
    },
  };
}

/** The event's row writes in chunks fixed by its lines, so a replay rebuilds the same chunks. */
export function saleRowChunks(event: SaleRowEvent): TransactWriteItem[][] {
  const lines = [...event.lines].sort(
    (a, b) => a.productId.localeCompare(b.productId) || a.sellerId.localeCompare(b.sellerId),
  );
  const chunks: TransactWriteItem[][] = [];
  for (let start = 0; start < lines.length; start += ROWS_PER_CHUNK) {
    chunks.push(lines.slice(start, start + ROWS_PER_CHUNK).map((line) => rowWrite(event, line)));
  }
  return chunks;
}

/**
 * A row for a sale paid before the rows existed (the migration): only where none is, so it
 * never overwrites one the stream wrote nor revives one a refund marked. False when one was.
 */
export function putMissingSellerSale(row: SellerSaleRow): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(row),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}

/**
 * A seller's sales paid between `fromIso` and `toIso` (inclusive), newest first, at most
 * `limit`: one GSI1 Query of their own rows, whatever the rest of the shop sold meanwhile.
 */
export async function listSellerSales(
  sellerId: string,
  fromIso: string,
  toIso: string,
  limit: number,
): Promise<SellerSaleRow[]> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: catalogueIndex.name,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': salesFigureKeys.sellerSalesPartition(sellerId),
        ':from': fromIso,
        ':to': `${toIso}~`,
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({
    seller_id: String(item.seller_id),
    session_id: String(item.session_id),
    product_id: String(item.product_id),
    product_name: String(item.product_name),
    amount_cents: Number(item.amount_cents),
    paid_at: String(item.paid_at),
    guest: item.guest === true,
  }));
}
