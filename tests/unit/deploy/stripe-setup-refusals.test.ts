import { runDeploy } from '../../../scripts/deploy/deploy';
import { Refusal } from '../../../scripts/deploy/errors';
import { REAL_SETTINGS } from './deploy-support';
import {
  deployed,
  endpointsAt,
  secretsManager,
  stripeCommand,
  useStripeSetup,
} from './stripe-setup-support';

/**
 * `npm run deploy -- stripe --env NAME` refuses, before changing anything: no or a wrong key, a
 * live key for a test-mode environment, production without its flag, no deploy yet.
 */
useStripeSetup();

describe('connecting Stripe refuses', () => {
  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Refusal);
    return (error as Refusal).message;
  }

  it('without STRIPE_SECRET_KEY, or with something else in it, never echoing it', async () => {
    const env = deployed({ key: '' });
    expect(await refusal(runDeploy(stripeCommand(), env.deps))).toContain('Set STRIPE_SECRET_KEY');
    const wrong = deployed({ key: 'pk_test_notASecretKey' });
    const message = await refusal(runDeploy(stripeCommand(), wrong.deps));
    expect(message).toContain('is not a Stripe secret key');
    expect(message).not.toContain('pk_test_notASecretKey');
  });

  it('a live key for an environment that takes payments in test mode', async () => {
    const env = deployed({ key: 'sk_live_deployToolUnit' });
    expect(await refusal(runDeploy(stripeCommand(), env.deps))).toContain('use a test key');
    expect(await endpointsAt(env.out.StripeWebhookUrl, 'sk_live_deployToolUnit')).toEqual([]);
  });

  it('production without --yes-production, before touching Stripe', async () => {
    const env = deployed({ env: 'prod' });
    const prod = stripeCommand('prod', { overrides: JSON.stringify(REAL_SETTINGS) });
    expect(await refusal(runDeploy(prod, env.deps))).toContain('--yes-production');
    expect(env.stripeCalls).toEqual([]);
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('before a deploy wrote the outputs', async () => {
    const env = deployed();
    const message = await refusal(
      runDeploy(stripeCommand('staging', { overrides: JSON.stringify(REAL_SETTINGS) }), env.deps),
    );
    expect(message).toContain('deploy first (npm run deploy -- --env staging)');
  });
});
