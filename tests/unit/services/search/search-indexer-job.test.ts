import type { DynamoDBStreamEvent } from 'aws-lambda';
import { productIdsOf } from '../../../../lambdas/jobs/search-indexer';

const record = (pk: string, sk: string) => ({
  eventName: 'MODIFY' as const,
  dynamodb: { Keys: { PK: { S: pk }, SK: { S: sk } } },
});

describe('the search indexer’s stream batch', () => {
  it('names each touched product once, whatever item of its partition changed', () => {
    const event: DynamoDBStreamEvent = {
      Records: [
        record('PRODUCT#a', 'PRODUCT'),
        record('PRODUCT#a', 'FILE#f1'),
        record('PRODUCT#b', 'VERSION#v2'),
        record('ORDER#x', 'ORDER'),
      ],
    };
    expect(productIdsOf(event)).toEqual(['a', 'b']);
  });
});
