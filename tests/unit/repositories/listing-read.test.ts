import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../../lambdas/infra/aws-clients';
import {
  LISTING_READ_SIZE,
  MAX_LISTING_READS,
  readListingPage,
} from '../../../lambdas/repositories/catalogue-browse/listing-read';
import type * as tableModule from '../../../lambdas/repositories/table';

jest.mock('../../../lambdas/infra/aws-clients', () => ({ dynamo: jest.fn() }));
jest.mock('../../../lambdas/repositories/table', () => ({
  ...jest.requireActual<typeof tableModule>('../../../lambdas/repositories/table'),
  tableName: () => 'listing-read-test',
}));

/** A fake DynamoDB answering each Query with what `answer` gives for it. */
function fakeTable(answer: (input: QueryCommand['input'], read: number) => object) {
  const inputs: QueryCommand['input'][] = [];
  const send = jest.fn(async (command: QueryCommand) => {
    inputs.push(command.input);
    return answer(command.input, inputs.length - 1);
  });
  jest.mocked(dynamo).mockReturnValue({ send } as never);
  return inputs;
}

const item = (index: number) => ({
  PK: 'BROWSE#NEWEST#APP#slack',
  SK: `0#2026-01-01T00:00:${String(index).padStart(5, '0')}#p${index}`,
  product_id: `p${index}`,
  card: { id: `p${index}` },
});

const query = {
  partition: 'BROWSE#NEWEST#APP#slack',
  sort: 'NEWEST' as const,
  descending: true,
  shopperOnly: true,
  limit: 24,
};

describe('a listing page read', () => {
  it('filtered by the shopper flag alone, reads its own size first', async () => {
    const inputs = fakeTable(() => ({
      Items: Array.from({ length: 24 }, (_, index) => item(index)),
      LastEvaluatedKey: { PK: 'x', SK: 'y' },
    }));
    const page = await readListingPage(query);
    expect(inputs.map((input) => input.Limit)).toEqual([24]);
    expect(page.products).toHaveLength(24);
    expect(page.products[0]).toEqual({ productId: 'p0', card: { id: 'p0' } });
  });

  it('under a sparse filter, reads one Query page of its bound and answers where to go on', async () => {
    const inputs = fakeTable((_input, read) => ({
      Items: [item(read)],
      LastEvaluatedKey: { PK: query.partition, SK: `after-${read}` },
    }));
    const page = await readListingPage({ ...query, category: 'Sales', minCents: 2_000 });
    expect(inputs.map((input) => input.Limit)).toEqual([LISTING_READ_SIZE]);
    expect(page.products.map((entry) => entry.productId)).toEqual(['p0']);
    expect(page.lastKey).toEqual({ PK: query.partition, SK: 'after-0' });
  });

  it('filtered by the shopper flag alone, reads on once when the first read came back short', async () => {
    const inputs = fakeTable((_input, read) => ({
      Items: read === 0 ? Array.from({ length: 20 }, (_, index) => item(index)) : [item(99)],
      LastEvaluatedKey: { PK: query.partition, SK: `after-${read}` },
    }));
    const page = await readListingPage(query);
    expect(MAX_LISTING_READS).toBe(2);
    expect(inputs.map((input) => input.Limit)).toEqual([24, LISTING_READ_SIZE]);
    expect(page.products).toHaveLength(21);
    expect(page.lastKey).toEqual({ PK: query.partition, SK: 'after-1' });
  });
});
