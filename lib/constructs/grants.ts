import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { SEARCH_SNAPSHOT_PREFIX } from '../../lambdas/repositories/keys';
import { acknowledge, nagResource } from '../nag';
import type { Email } from './email';
import {
  TABLE_PARTITIONS,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
  type GroupPermissions,
} from './permissions';

/** What a function may be granted access to. */
export interface GrantableResources {
  table: dynamodb.Table;
  indexNames: readonly string[];
  filesBucket: s3.Bucket;
  mediaBucket: s3.Bucket;
  email: Email;
  userPool: cognito.UserPool;
  stripeSecret: secretsmanager.Secret;
  notifyQueue: sqs.Queue;
  /** The SPA's bucket: only the sitemap job writes to it (its generated files). */
  siteBucket?: s3.IBucket;
}

/**
 * Turns a declared permission set (permissions.ts) into IAM statements on a function's role:
 * the same mapping for API function groups and background jobs.
 */
export function grantPermissions(
  scope: Construct,
  role: iam.Role,
  permissions: GroupPermissions,
  resources: GrantableResources,
): void {
  const tableArn = resources.table.tableArn;
  // Named indexes rather than `index/*`: least privilege without a wildcard.
  const tableResources = [
    tableArn,
    ...resources.indexNames.map((name) => `${tableArn}/index/${name}`),
  ];
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: [...TABLE_READ_ACTIONS], resources: tableResources }),
  );
  if (permissions.scanTable) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:Scan'], resources: [tableArn] }),
    );
  }
  const writes = permissions.table.write;
  if (writes) {
    // Writes only to the declared partitions: every item written (transactions and batches
    // included) must have a partition key matching one of them.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...(writes.actions ?? TABLE_WRITE_ACTIONS)],
        resources: [tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': writes.partitions.map((name) => TABLE_PARTITIONS[name]),
          },
        },
      }),
    );
  }
  if (permissions.files) {
    const objects = resources.filesBucket.arnForObjects('*');
    const actions =
      permissions.files === 'readWrite'
        ? // PutObjectTagging: uploads are signed with their pending tag and retagged on confirm.
          ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject']
        : ['s3:GetObject'];
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [objects] }));
    acknowledge(
      role,
      `IAM5[Resource::${nagResource(scope, objects)}]`,
      'Presigned URLs are signed for any product file key ({productId}/{versionId}/...); ' +
        'the service checks ownership or entitlement before signing.',
    );
  }
  if (permissions.media) {
    // Signing presigned POSTs needs PutObject (and PutObjectTagging for their pending tag, also
    // used to retag saved images); HeadObject (an upload is there) needs GetObject; removing a
    // deleted product's images lists its prefix.
    const images = resources.mediaBucket.arnForObjects('media/*');
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:PutObjectTagging', 's3:GetObject', 's3:DeleteObject'],
        resources: [images],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [resources.mediaBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': ['media/*'] } },
      }),
    );
    acknowledge(
      role,
      `IAM5[Resource::${nagResource(scope, images)}]`,
      'Product images are keyed media/{productId}/{imageId}-{rendition}.webp; the service ' +
        'checks the caller manages the product before signing an upload or deleting.',
    );
  }
  if (permissions.searchIndex) {
    // The search index's snapshots only (search-index/...), never the product files beside them.
    const snapshots = resources.filesBucket.arnForObjects(`${SEARCH_SNAPSHOT_PREFIX}*`);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions:
          permissions.searchIndex === 'write'
            ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']
            : ['s3:GetObject'],
        resources: [snapshots],
      }),
    );
    acknowledge(
      role,
      `IAM5[Resource::${nagResource(scope, snapshots)}]`,
      'Each search index snapshot has a key of its own under search-index/ (versioned, never ' +
        'overwritten); the head item in the table names the current one.',
    );
  }
  if (permissions.sendEmail) resources.email.grantSend(role);
  if (permissions.cognitoAdmin?.length) {
    resources.userPool.grant(role, ...permissions.cognitoAdmin);
  }
  if (permissions.stripe) resources.stripeSecret.grantRead(role);
  if (permissions.notifyQueue) resources.notifyQueue.grantSendMessages(role);
  if (permissions.siteFiles) {
    if (!resources.siteBucket) throw new Error('siteFiles needs the site bucket');
    const bucket = resources.siteBucket;
    // Exactly the generated keys (lambdas/services/sitemap/sitemap-xml.ts SITEMAP_PATHS), so
    // the job can never overwrite the SPA itself.
    const generated = [
      bucket.arnForObjects('sitemap.xml'),
      bucket.arnForObjects('robots.txt'),
      bucket.arnForObjects('sitemaps/*'),
    ];
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: generated }),
    );
    acknowledge(
      role,
      `IAM5[Resource::${nagResource(scope, bucket.arnForObjects('sitemaps/*'))}]`,
      'The sitemap files are numbered (sitemaps/pages-{n}.xml, one per 50,000 URLs); the ' +
        'prefix holds nothing else.',
    );
  }
}
