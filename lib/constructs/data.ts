import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { catalogueIndex, lookupIndex, productListIndex } from '../../lambdas/repositories/keys';

export interface DataProps {
  retainData: boolean;
}

/** The single table (see lambdas/repositories/keys.ts for every key shape). */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  /** Index names, for least-privilege grants (no `index/*` wildcard). */
  readonly indexNames = [catalogueIndex.name, lookupIndex.name, productListIndex.name] as const;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'SK', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Invitations, processed webhook events and rate-limit windows expire by themselves.
      timeToLiveAttribute: 'ttl',
      // The payouts worker reads orders entering the payouts outbox from the stream.
      stream: dynamodb.StreamViewType.NEW_IMAGE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    for (const [index, prefix] of [
      [catalogueIndex.name, 'GSI1'],
      [lookupIndex.name, 'GSI2'],
      [productListIndex.name, 'GSI3'],
    ] as const) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${prefix}PK`, type: dynamodb.AttributeType.STRING },
        sortKey: { name: `${prefix}SK`, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
