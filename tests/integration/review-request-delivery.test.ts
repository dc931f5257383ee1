import { randomUUID } from 'node:crypto';
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, ses } from '../../lambdas/infra/aws-clients';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { getReviewRequest } from '../../lambdas/repositories/review-request-repository';
import { REVIEW_REQUEST_CLAIM_MS, reviewRequestDueDay } from '../../lambdas/rules/review-request';
import { sendDueReviewRequests } from '../../lambdas/services/review-requests/review-request-service';
import { shopProduct } from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo } from '../support/mailbox';
import { paidOrder } from '../support/review-requests';

/**
 * What the review request does when a step of its sending fails: nothing reached SES, the
 * next run sends it; SES took it and only marking it sent failed, no run ever sends it again.
 */
const DAY_MS = 86_400_000;
const SUBJECT = /working for you\?$/;
const product = shopProduct(`rrd-${randomUUID()}`, { name: 'Delivery Alpha', price: 15 });

async function dueAt(sessionId: string, days: number): Promise<Date> {
  return new Date(Date.parse((await getOrder(sessionId))?.paid_at ?? '') + days * DAY_MS);
}

const requestsTo = async (address: string) =>
  (await emailsTo(address)).filter((email) => SUBJECT.test(email.subject));

/** Makes the next `send` of the client that `matches` fail once, before it reaches the service. */
function failOnce(
  client: { send: (command: never) => Promise<unknown> },
  matches: (command: unknown) => boolean,
) {
  const original = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  let failed = false;
  const spy = jest.spyOn(client, 'send').mockImplementation(((command: unknown) => {
    if (!failed && matches(command)) {
      failed = true;
      return Promise.reject(new Error('Injected failure'));
    }
    return original(command);
  }) as never);
  return { spy, failed: () => failed };
}

/** The write that records a request as sent (after SES took the e-mail). */
const marksSent = (sessionId: string) => (command: unknown) =>
  command instanceof UpdateCommand &&
  command.input.UpdateExpression === 'SET sent_at = :now' &&
  JSON.stringify(command.input.Key).includes(sessionId);

describe('review-request delivery when a step fails', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(product);
  }, 60_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends once when SES took the e-mail but marking it sent failed, even after the claim expires', async () => {
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [product.id]);
    const at = await dueAt(sessionId, 7);
    const injected = failOnce(dynamo() as never, marksSent(sessionId));
    const first = await sendDueReviewRequests(at);
    expect(injected.failed()).toBe(true);
    expect(first).toMatchObject({ sent: 1, failed: 0 });
    injected.spy.mockRestore();
    const day = reviewRequestDueDay((await getOrder(sessionId))?.paid_at ?? '');
    const request = await getReviewRequest(day, sessionId);
    expect(request?.sending_at).toEqual(expect.any(String));
    expect(request?.sent_at).toBeUndefined();

    // Long after the claim's life, the same night and the next: nothing more goes out.
    const later = new Date(at.getTime() + REVIEW_REQUEST_CLAIM_MS + 60_000);
    expect(await sendDueReviewRequests(later)).toMatchObject({ sent: 0, failed: 0 });
    expect(await sendDueReviewRequests(await dueAt(sessionId, 8))).toMatchObject({ sent: 0 });
    expect(await requestsTo(buyer.email)).toHaveLength(1);
  });

  it('gives the claim back when SES refuses, and the next run sends it at once', async () => {
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [product.id]);
    const at = await dueAt(sessionId, 7);
    const injected = failOnce(
      ses() as never,
      (command) =>
        command instanceof SendRawEmailCommand && command.input.Destinations?.[0] === buyer.email,
    );
    expect(await sendDueReviewRequests(at)).toMatchObject({ sent: 0, failed: 1 });
    expect(injected.failed()).toBe(true);
    injected.spy.mockRestore();
    const day = reviewRequestDueDay((await getOrder(sessionId))?.paid_at ?? '');
    const released = await getReviewRequest(day, sessionId);
    expect(released?.claimed_at).toBeUndefined();
    expect(released?.sending_at).toBeUndefined();
    expect(await requestsTo(buyer.email)).toEqual([]);

    // A minute later, well within the old claim's life: sent, once.
    const retry = await sendDueReviewRequests(new Date(at.getTime() + 60_000));
    expect(retry).toMatchObject({ sent: 1, failed: 0 });
    expect(await sendDueReviewRequests(new Date(at.getTime() + 120_000))).toMatchObject({
      sent: 0,
    });
    expect(await requestsTo(buyer.email)).toHaveLength(1);
    expect((await getReviewRequest(day, sessionId))?.sent_at).toEqual(expect.any(String));
  });
});
