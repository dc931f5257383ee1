/**
 * The adaptivePricing setting (the buyer's currency and language in Checkout): on where an
 * environment turns it on (dev, staging), off in prod until its fees are accepted, and given
 * to the Lambdas that create Checkout Sessions.
 */
import { ENV } from '../../lambdas/infra/config';
import { readCdkJson, resourcesOf, sharedSynth } from './synth';

function checkoutVariables(): Record<string, unknown> {
  const { template } = sharedSynth('dev');
  const fn = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).find(
    (candidate) => candidate.Properties['Description'] === 'API function group checkout',
  );
  if (!fn) throw new Error('No checkout function');
  return (fn.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
}

test('on in dev and staging, off in prod, and the checkout Lambda reads it', () => {
  const environments = readCdkJson().context['environments'] as Record<
    string,
    { adaptivePricing?: boolean }
  >;
  expect(
    Object.fromEntries(
      ['dev', 'staging', 'prod'].map((env) => [env, environments[env]?.adaptivePricing ?? false]),
    ),
  ).toEqual({ dev: true, staging: true, prod: false });
  expect(checkoutVariables()[ENV.adaptivePricing]).toBe('true');
});
