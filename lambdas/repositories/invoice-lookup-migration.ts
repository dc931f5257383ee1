import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';
import type { ItemMigration } from './money-migrations';
import { tableName } from './table';

/**
 * Orders paid before the invoice-number lookup existed get theirs, so the admin's order search
 * finds them by the number on the buyer's invoice. The lookup is only created where none exists
 * (settlement writes the same item for new orders), so a run over an order paid meanwhile, or a
 * second run, changes nothing.
 */
export const INVOICE_LOOKUP_MIGRATION: ItemMigration = {
  name: 'invoice-number-lookup',
  filter: 'begins_with(PK, :order) AND SK = :root AND attribute_type(invoice.#number, :string)',
  values: { ':order': 'ORDER#', ':root': 'ORDER', ':string': 'S' },
  names: { '#number': 'number' },
  rewrite: (item) => {
    const invoice = item.invoice as { number: string };
    return new UpdateCommand({
      TableName: tableName(),
      Key: keys.invoiceNumber(invoice.number),
      UpdateExpression: 'SET session_id = :session',
      ConditionExpression: 'attribute_not_exists(PK)',
      ExpressionAttributeValues: { ':session': String(item.PK).slice('ORDER#'.length) },
    });
  },
};
