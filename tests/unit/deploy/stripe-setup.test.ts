import { PutSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type Stripe from 'stripe';
import {
  CONNECT_WEBHOOK_EVENTS,
  PAYMENTS_WEBHOOK_EVENTS,
} from '../../../lambdas/rules/stripe-events';
import { runDeploy } from '../../../scripts/deploy/deploy';
import { ENDPOINT_API_VERSION, MANAGED_BY } from '../../../scripts/deploy/stripe-endpoints';
import {
  deployed,
  endpointsAt,
  KEY,
  local,
  printedSecrets,
  secrets,
  secretsManager,
  site,
  stripeCommand,
  useStripeSetup,
} from './stripe-setup-support';

/**
 * `npm run deploy -- stripe --env NAME` against the in-process local Stripe server and a mocked
 * Secrets Manager: the two endpoints with exactly the code's events, their signing secrets and
 * the key in the stack's secrets, nothing changed by a second run, a drifted endpoint put
 * right, a hand-made duplicate removed, and no key or signing secret ever printed.
 */
useStripeSetup();

describe('connecting Stripe', () => {
  it('creates both endpoints with exactly the code’s events and stores their secrets', async () => {
    const env = deployed();
    await runDeploy(stripeCommand(), env.deps);

    const [payments, ...morePayments] = await endpointsAt(env.out.StripeWebhookUrl);
    const [connect, ...moreConnect] = await endpointsAt(env.out.StripeConnectWebhookUrl);
    expect([morePayments, moreConnect]).toEqual([[], []]);
    expect(payments?.enabled_events).toEqual([...PAYMENTS_WEBHOOK_EVENTS]);
    expect(connect?.enabled_events).toEqual([...CONNECT_WEBHOOK_EVENTS]);
    for (const endpoint of [payments, connect]) {
      expect(endpoint).toMatchObject({
        status: 'enabled',
        api_version: ENDPOINT_API_VERSION,
        metadata: {
          managed_by: MANAGED_BY,
          environment: 'dev',
          stack: env.out.StripeSecretArn,
        },
      });
    }
    const stripeSecret = secrets[env.out.StripeSecretArn] ?? {};
    const connectSecret = secrets[env.out.StripeConnectSecretArn] ?? {};
    expect(stripeSecret).toMatchObject({ testSecretKey: KEY, placeholder: 'p' });
    expect(stripeSecret.testWebhookSecret).toMatch(/^whsec_/);
    expect(connectSecret.testConnectWebhookSecret).toMatch(/^whsec_/);
    expect(connectSecret.testConnectWebhookSecret).not.toBe(stripeSecret.testWebhookSecret);
    expect(stripeSecret.liveSecretKey ?? '').toBe('');

    const shown = [
      KEY,
      stripeSecret.testWebhookSecret ?? '',
      connectSecret.testConnectWebhookSecret ?? '',
    ];
    expect(printedSecrets(env.lines, shown)).toEqual([]);
    expect(env.lines.join('\n')).toContain(
      'stored testSecretKey, testWebhookSecret, testConnectWebhookSecret',
    );
  });

  it('asks Stripe for a Connect endpoint for the Connect URL only', async () => {
    const env = deployed();
    let created: Stripe.WebhookEndpointCreateParams[] = [];
    const setup = env.deps.stripe.stripeFor;
    env.deps.stripe.stripeFor = (key) => {
      const client = setup(key);
      const create = client.webhookEndpoints.create as jest.Mock;
      created = create.mock.calls as unknown as Stripe.WebhookEndpointCreateParams[];
      return client;
    };
    await runDeploy(stripeCommand(), env.deps);
    const byUrl = Object.fromEntries(
      created.map((call) => {
        const params = (call as unknown as [Stripe.WebhookEndpointCreateParams])[0];
        return [params.url, params.connect ?? false];
      }),
    );
    expect(byUrl).toEqual({
      [env.out.StripeWebhookUrl]: false,
      [env.out.StripeConnectWebhookUrl]: true,
    });
  });

  it('changes nothing on a second run: no Stripe change, no secret written', async () => {
    const env = deployed();
    await runDeploy(stripeCommand(), env.deps);
    const before = JSON.stringify(secrets);
    env.stripeCalls.length = 0;
    env.lines.length = 0;
    secretsManager.resetHistory();

    await runDeploy(stripeCommand(), env.deps);
    expect(env.stripeCalls).toEqual([]);
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(JSON.stringify(secrets)).toBe(before);
    expect(env.lines.filter((line) => line.includes(': unchanged we_'))).toHaveLength(2);
  });

  it('puts a drifted endpoint right in place: its events and its status', async () => {
    const env = deployed();
    await runDeploy(stripeCommand(), env.deps);
    const [payments] = await endpointsAt(env.out.StripeWebhookUrl);
    await local.client(KEY).webhookEndpoints.update(payments?.id ?? '', {
      enabled_events: ['checkout.session.completed'],
      disabled: true,
    });
    secretsManager.resetHistory();

    await runDeploy(stripeCommand(), env.deps);
    const [fixed, ...others] = await endpointsAt(env.out.StripeWebhookUrl);
    expect(others).toEqual([]);
    expect(fixed).toMatchObject({ id: payments?.id, status: 'enabled' });
    expect([...(fixed?.enabled_events ?? [])].sort()).toEqual([...PAYMENTS_WEBHOOK_EVENTS].sort());
    // Same endpoint, same signing secret: nothing to store.
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(env.lines.join('\n')).toContain(
      `updated ${payments?.id} (events were checkout.session.completed; was disabled)`,
    );
  });

  it('replaces an endpoint made by hand at the URL, leaving one, and stores the new secret', async () => {
    const env = deployed();
    const byHand = await local.client(KEY).webhookEndpoints.create({
      url: env.out.StripeWebhookUrl,
      enabled_events: ['checkout.session.completed'],
    });
    await runDeploy(stripeCommand(), env.deps);
    const remaining = await endpointsAt(env.out.StripeWebhookUrl);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.id).not.toBe(byHand.id);
    expect(secrets[env.out.StripeSecretArn]?.testWebhookSecret).toMatch(/^whsec_/);
    expect(secrets[env.out.StripeSecretArn]?.testWebhookSecret).not.toBe(byHand.secret);
    expect(env.lines.join('\n')).toContain(`deleted ${byHand.id}: not made by this tool`);
  });

  it("deletes the stack's endpoints at the site's old URL, never another stack's", async () => {
    const other = deployed();
    await runDeploy(stripeCommand(), other.deps);
    const before = deployed();
    await runDeploy(stripeCommand(), before.deps);
    // The same stack (same secrets) after a custom domain: its site URL changed.
    const after = deployed({ stack: `stack${site}`, siteUrl: `https://moved-${site}.unit.test` });
    secrets[after.out.StripeSecretArn] = secrets[before.out.StripeSecretArn] ?? {};
    secrets[after.out.StripeConnectSecretArn] = secrets[before.out.StripeConnectSecretArn] ?? {};
    await runDeploy(stripeCommand(), after.deps);

    expect(await endpointsAt(before.out.StripeWebhookUrl)).toEqual([]);
    expect(await endpointsAt(before.out.StripeConnectWebhookUrl)).toEqual([]);
    expect(await endpointsAt(after.out.StripeWebhookUrl)).toHaveLength(1);
    expect(await endpointsAt(after.out.StripeConnectWebhookUrl)).toHaveLength(1);
    expect(await endpointsAt(other.out.StripeWebhookUrl)).toHaveLength(1);
    expect(await endpointsAt(other.out.StripeConnectWebhookUrl)).toHaveLength(1);
    expect(after.lines.join('\n')).toContain(`the site moved from ${before.out.StripeWebhookUrl}`);
  });

  it('repairs a run that created the endpoints but failed to store their secrets', async () => {
    const env = deployed();
    secretsManager.on(PutSecretValueCommand).rejectsOnce(new Error('throttled'));
    await expect(runDeploy(stripeCommand(), env.deps)).rejects.toThrow('throttled');
    const [orphan] = await endpointsAt(env.out.StripeWebhookUrl);
    expect(orphan).toBeDefined();

    secretsManager
      .on(PutSecretValueCommand)
      .callsFake((input: { SecretId: string; SecretString: string }) => {
        secrets[input.SecretId] = JSON.parse(input.SecretString) as Record<string, string>;
        return {};
      });
    await runDeploy(stripeCommand(), env.deps);
    const [payments, ...others] = await endpointsAt(env.out.StripeWebhookUrl);
    expect(others).toEqual([]);
    expect(payments?.id).not.toBe(orphan?.id);
    expect(secrets[env.out.StripeSecretArn]?.testWebhookSecret).toMatch(/^whsec_/);
    expect(env.lines.join('\n')).toContain(
      `deleted ${orphan?.id}: its signing secret is not the one in the stack's secret`,
    );
  });

  it('replaces an endpoint whose signing secret in the stack is stale', async () => {
    const env = deployed();
    await runDeploy(stripeCommand(), env.deps);
    const [first] = await endpointsAt(env.out.StripeWebhookUrl);
    const stripeSecret = secrets[env.out.StripeSecretArn] ?? {};
    stripeSecret.testWebhookSecret = 'whsec_notThisEndpoints';

    await runDeploy(stripeCommand(), env.deps);
    const [second, ...others] = await endpointsAt(env.out.StripeWebhookUrl);
    expect(others).toEqual([]);
    expect(second?.id).not.toBe(first?.id);
    expect(secrets[env.out.StripeSecretArn]?.testWebhookSecret).toMatch(/^whsec_/);
    expect(secrets[env.out.StripeSecretArn]?.testWebhookSecret).not.toBe('whsec_notThisEndpoints');
  });

  it('replaces an endpoint whose signing secret the stack lost', async () => {
    const env = deployed();
    await runDeploy(stripeCommand(), env.deps);
    const [first] = await endpointsAt(env.out.StripeConnectWebhookUrl);
    const connectSecret = secrets[env.out.StripeConnectSecretArn];
    if (connectSecret) connectSecret.testConnectWebhookSecret = '';

    await runDeploy(stripeCommand(), env.deps);
    const [second, ...others] = await endpointsAt(env.out.StripeConnectWebhookUrl);
    expect(others).toEqual([]);
    expect(second?.id).not.toBe(first?.id);
    expect(secrets[env.out.StripeConnectSecretArn]?.testConnectWebhookSecret).toMatch(/^whsec_/);
  });
});
