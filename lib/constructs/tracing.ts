import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import {
  OBSERVABILITY_ENV,
  METRICS_NAMESPACE,
  SERVICE_NAME,
} from '../../lambdas/infra/observability-names';
import { acknowledge } from '../nag';
import { NodeFunction } from './node-function';

/**
 * Active X-Ray tracing and the Powertools settings on every function of ours (NodeFunction),
 * applied after construction so node-function.ts stays as it is. The trace APIs have no
 * resource-level permissions, hence the `*` resource.
 */
export function enableTracing(scope: IConstruct, logLevel: string): void {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof NodeFunction)) continue;
    const cfn = node.fn.node.defaultChild as lambda.CfnFunction;
    cfn.tracingConfig = { mode: 'Active' };
    node.fn.addEnvironment(OBSERVABILITY_ENV.serviceName, SERVICE_NAME);
    node.fn.addEnvironment(OBSERVABILITY_ENV.metricsNamespace, METRICS_NAMESPACE);
    node.fn.addEnvironment(OBSERVABILITY_ENV.logLevel, logLevel);
    node.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
        resources: ['*'],
      }),
    );
    acknowledge(
      node.role,
      'IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; ' +
        'the statement grants only these two write actions.',
    );
  }
}
