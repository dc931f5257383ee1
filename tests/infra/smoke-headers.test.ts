import { securityHeaderProblems } from '../../scripts/smoke/security-headers';
import { devTemplate } from './synth';

interface PolicyConfig {
  SecurityHeadersConfig: {
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains?: boolean };
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
    FrameOptions: { FrameOption: string };
    ContentTypeOptions?: object;
    ReferrerPolicy: { ReferrerPolicy: string };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
}

/**
 * The headers CloudFront sends under the synthesized response headers policy. The CSP names
 * the buckets with CloudFormation functions; only its text parts matter to the smoke check.
 */
function cspText(csp: unknown): string {
  if (typeof csp === 'string') return csp;
  const [separator, parts] = (csp as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts.map((part) => (typeof part === 'string' ? part : 'bucket.example')).join(separator);
}

function headersSentUnder(config: PolicyConfig): Headers {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const csp = security.ContentSecurityPolicy.ContentSecurityPolicy;
  const headers = new Headers({
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    'content-security-policy': cspText(csp),
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
  });
  if (security.ContentTypeOptions) headers.set('x-content-type-options', 'nosniff');
  for (const item of config.CustomHeadersConfig?.Items ?? []) headers.set(item.Header, item.Value);
  return headers;
}

function policyConfig(): PolicyConfig {
  const policies = Object.values(
    devTemplate().findResources('AWS::CloudFront::ResponseHeadersPolicy'),
  ) as { Properties: { ResponseHeadersPolicyConfig: PolicyConfig } }[];
  expect(policies).toHaveLength(1);
  return policies[0]!.Properties.ResponseHeadersPolicyConfig;
}

/** `npm run smoke` expects what the deployed policy sends, so a change to either shows here. */
describe('the smoke check and CloudFront agree on the security headers', () => {
  it('finds nothing missing in what the policy sends', () => {
    expect(securityHeaderProblems(headersSentUnder(policyConfig()))).toEqual([]);
  });

  it('would notice the policy losing a header', () => {
    const config = policyConfig();
    const headers = headersSentUnder(config);
    headers.delete('x-frame-options');
    expect(securityHeaderProblems(headers)).toEqual(['x-frame-options missing']);
  });
});
