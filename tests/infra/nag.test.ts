import { Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { realLooking, synthesize, validationFindings, type Finding } from './synth';

/** Our own synth-time warnings (annotations) are asserted where they are meant; not here. */
const ownWarning = (finding: Finding) => finding.rule.startsWith('Annotation::marketplace:');

describe('cdk-nag AwsSolutions and Serverless (validation plugins)', () => {
  test('dev: no unacknowledged errors or warnings', () => {
    expect(validationFindings({ env: 'dev' })).toEqual([]);
  });

  test('prod (with the WAF stack in us-east-1): none either, only our own warnings', () => {
    const findings = validationFindings({ env: 'prod', context: realLooking() });
    expect(findings.filter((finding) => !ownWarning(finding))).toEqual([]);
    // Prod on the default certificate says it cannot enforce TLS 1.2.
    expect(findings.map((finding) => finding.rule)).toContain(
      'Annotation::marketplace:default-certificate-tls',
    );
  });

  test('with a custom domain (own certificate, domain SES identity)', () => {
    const context = realLooking({
      domainName: 'shop.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      mailFromDomain: 'automation-shop.test',
      cognitoEmailViaSes: true,
    });
    expect(validationFindings({ env: 'staging', context })).toEqual([]);
  });

  test('the check is live: an unacknowledged non-compliant bucket is reported', () => {
    const findings = validationFindings({
      env: 'dev',
      beforeSynth: ({ stack }) => {
        new s3.Bucket(stack, 'CanaryBucket', { enforceSSL: false });
      },
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          plugin: 'AwsSolutions',
          rule: 'AwsSolutions-S10',
          severity: 'error',
          paths: [expect.stringContaining('CanaryBucket')],
        }),
      ]),
    );
  });

  test('every acknowledgement carries a written reason', () => {
    const { app } = synthesize({ env: 'dev' });
    const acknowledgements: [string, string, string][] = [];
    for (const construct of app.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [rule, reason] of Object.entries(entry.data as Record<string, unknown>)) {
          acknowledgements.push([construct.node.path, rule, String(reason)]);
        }
      }
    }
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [, , reason] of acknowledgements) {
      expect(reason.trim().length).toBeGreaterThanOrEqual(20);
    }
  });
});
