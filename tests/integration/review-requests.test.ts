import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REVIEW_REQUEST_MESSAGES } from '../../lambdas/contracts/reviews';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { listOrdersByEmail, ordersPurge } from '../../lambdas/repositories/order-lookup-repository';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import {
  getReviewRequest,
  reviewRequestsPurge,
} from '../../lambdas/repositories/review-request-repository';
import { keys } from '../../lambdas/repositories/keys';
import { putReviewRequest } from '../../lambdas/repositories/review-request-due';
import { tableName } from '../../lambdas/repositories/table';
import { reviewRequestDueDay } from '../../lambdas/rules/review-request';
import { claimFreeProduct } from '../../lambdas/services/free-claims/free-claim-service';
import { sendDueReviewRequests } from '../../lambdas/services/review-requests/review-request-service';
import { createReview } from '../../lambdas/services/reviews/review-service';
import { callOrders } from '../support/admin-api';
import { bundleInput, makeBundle } from '../support/bundles-api';
import { guestEmail, shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { startLocalReviewRequestJob } from '../../scripts/local/api-server/review-request-job';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo, linkIn, waitForEmails, type MailboxEmail } from '../support/mailbox';
import { caller, review, send } from '../support/reviews';
import { headerOf, linkParams, paidOrder, recordRawEmails } from '../support/review-requests';

/**
 * The review-request e-mail end to end: the nightly job (run here at chosen times: it takes the
 * clock as an argument) writes a request for each order paid a week before and sends it once,
 * only for products still owned and not reviewed, and its links stop the next ones.
 */
const DAY_MS = 86_400_000;
const SUBJECT = /working for you\?$/;
const UNSUBSCRIBE = 'POST /api/review-requests/unsubscribe';
const ONE_CLICK = 'POST /api/review-requests/unsubscribe/one-click';

const products = {
  alpha: shopProduct(`rr-a-${randomUUID()}`, { name: 'Request Alpha', price: 20 }),
  beta: shopProduct(`rr-b-${randomUUID()}`, { name: 'Request Beta', price: 12 }),
  gamma: shopProduct(`rr-c-${randomUUID()}`, { name: 'Request Gamma', price: 9 }),
  free: shopProduct(`rr-f-${randomUUID()}`, { name: 'Request Free', price: 0 }),
};

async function paidAt(sessionId: string): Promise<number> {
  return Date.parse((await getOrder(sessionId))?.paid_at ?? '');
}

/** The nightly job's run `days` after the order was paid. */
async function runAfter(sessionId: string, days: number) {
  return sendDueReviewRequests(new Date((await paidAt(sessionId)) + days * DAY_MS));
}

const requestsTo = async (address: string): Promise<MailboxEmail[]> =>
  (await emailsTo(address)).filter((email) => SUBJECT.test(email.subject));

describe('review-request e-mails', () => {
  let admin: TestUser;
  let rawSent: string[] = [];

  beforeAll(async () => {
    await useIsolatedTable();
    await Promise.all(Object.values(products).map((product) => putProduct(product)));
    admin = await createSignedInUser({ groups: ['admin'] });
    rawSent = recordRawEmails();
  }, 60_000);

  afterAll(() => {
    jest.restoreAllMocks();
  });

  it('schedules one request a week after payment and sends it once, on or after its day', async () => {
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [products.alpha.id, products.beta.id]);
    const paid = await paidAt(sessionId);
    const day = new Date(paid + 7 * DAY_MS).toISOString().slice(0, 10);
    expect(reviewRequestDueDay(new Date(paid).toISOString())).toBe(day);

    // The day before: nothing, not even its due item yet.
    await runAfter(sessionId, 6);
    expect(await requestsTo(buyer.email)).toEqual([]);
    expect(await getReviewRequest(day, sessionId)).toBeUndefined();

    // Its day: two runs at once and one more send one e-mail, listing both products.
    const runs = await Promise.all([runAfter(sessionId, 7), runAfter(sessionId, 7)]);
    await runAfter(sessionId, 8);
    expect(runs.reduce((sent, run) => sent + run.sent, 0)).toBe(1);
    const emails = await requestsTo(buyer.email);
    expect(emails).toHaveLength(1);
    const [email] = emails as [MailboxEmail];
    expect(email.subject).toBe('How are your new automations working for you?');
    const { siteUrl } = config();
    for (const product of [products.alpha, products.beta]) {
      expect(email.body.text).toContain(
        `${product.name}: ${siteUrl}/product/${product.id}#reviews`,
      );
      expect(email.body.html).toContain(`Review ${product.name}`);
    }
    expect(email.body.text).not.toContain('sign up');
    expect((await getReviewRequest(day, sessionId))?.sent_at).toEqual(expect.any(String));

    // The header names the one-click address; a mail client's POST of it stops the next ones.
    const raw = rawSent.find((message) => message.includes(`To: ${buyer.email}`)) ?? '';
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = /^<(.+)>$/.exec(headerOf(raw, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(header.startsWith(`${siteUrl}/api/review-requests/unsubscribe/one-click?`)).toBe(true);
    expect(await send(ONE_CLICK, { params: {}, query: linkParams(header) })).toEqual({
      status: 200,
      body: { message: REVIEW_REQUEST_MESSAGES.unsubscribed },
    });
    const next = await paidOrder(buyer, [products.gamma.id]);
    await runAfter(next, 7);
    expect(await requestsTo(buyer.email)).toHaveLength(1);
  });

  it('lists only products still owned and not reviewed, and sends none when none is left', async () => {
    const buyer = await createSignedInUser();
    const ids = [products.alpha.id, products.beta.id, products.gamma.id];
    const sessionId = await paidOrder(buyer, ids);
    await createReview(caller(buyer.userId), products.alpha.id, review);
    const refunded = await callOrders('POST /api/admin/orders/{sessionId}/refunds', {
      token: admin.accessToken,
      pathParameters: { sessionId },
      body: { product_ids: [products.beta.id], reason: 'Bought by mistake' },
    });
    expect(refunded.status).toBe(200);

    await runAfter(sessionId, 7);
    const [email, ...more] = await requestsTo(buyer.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`How is ${products.gamma.name} working for you?`);
    expect(email?.body.text).toContain(products.gamma.name);
    expect(email?.body.text).not.toContain(products.alpha.name);
    expect(email?.body.text).not.toContain(products.beta.name);

    // An order whose only product is reviewed by then: no e-mail at all.
    const other = await createSignedInUser();
    const reviewedOrder = await paidOrder(other, [products.alpha.id]);
    await createReview(caller(other.userId), products.alpha.id, review);
    await runAfter(reviewedOrder, 7);
    expect(await requestsTo(other.email)).toEqual([]);
    const day = reviewRequestDueDay(new Date(await paidAt(reviewedOrder)).toISOString());
    expect((await getReviewRequest(day, reviewedOrder))?.skipped).toBe('nothing to review');
  });

  it("tells a guest how to review, and the e-mail's page link unsubscribes the address", async () => {
    const address = guestEmail();
    const sessionId = await paidOrder({ guest: address }, [products.alpha.id]);
    await runAfter(sessionId, 7);
    const [email] = await requestsTo(address);
    expect(email?.body.text).toContain('Hello Gail Guest,');
    expect(email?.body.text).toContain('sign in or sign up with this e-mail address');
    const link = linkIn(email as MailboxEmail, `${config().siteUrl}/review-requests/unsubscribe?`);
    const { request, token } = linkParams(link);

    const invalid = { status: 400, body: { error: REVIEW_REQUEST_MESSAGES.invalidLink } };
    const wrongToken = { request, token: `${token.slice(0, -2)}xx` };
    expect(await send(UNSUBSCRIBE, { params: {}, body: wrongToken })).toEqual(invalid);
    const unknown = { request: `2020-01-01.${sessionId}`, token };
    expect(await send(UNSUBSCRIBE, { params: {}, body: unknown })).toEqual(invalid);
    expect(await send(UNSUBSCRIBE, { params: {}, body: { request: 'nonsense', token } })).toEqual(
      invalid,
    );
    const done = { status: 200, body: { message: REVIEW_REQUEST_MESSAGES.unsubscribed } };
    expect(await send(UNSUBSCRIBE, { params: {}, body: { request, token } })).toEqual(done);
    // Again (a second click): the same answer.
    expect(await send(UNSUBSCRIBE, { params: {}, body: { request, token } })).toEqual(done);

    // The address's next order (as a guest, in capitals) is asked nothing.
    const next = await paidOrder({ guest: address.toUpperCase() }, [products.beta.id]);
    await runAfter(next, 7);
    expect(await requestsTo(address)).toHaveLength(1);
  });

  it("sends one e-mail for a bundle's order, listing its products", async () => {
    const bundleId = await makeBundle(
      admin.accessToken,
      bundleInput([products.alpha.id, products.gamma.id], { price_cents: 2500, floor_cents: 500 }),
    );
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [], [{ id: bundleId, kind: 'bundle' }]);
    expect((await getOrder(sessionId))?.product_ids).toHaveLength(2);
    await runAfter(sessionId, 7);
    const emails = await requestsTo(buyer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body.text).toContain(products.alpha.name);
    expect(emails[0]?.body.text).toContain(products.gamma.name);
  });

  it('asks nothing about a free claim', async () => {
    const buyer = await createSignedInUser();
    expect(
      await claimFreeProduct(products.free.id, {
        userId: buyer.userId,
        email: buyer.email,
        role: 'user',
      }),
    ).toEqual({ status: 'claimed', product_id: products.free.id });
    const [claim] = await listOrdersByEmail(buyer.email);
    expect(claim?.status).toBe('paid');
    const day = reviewRequestDueDay(claim?.paid_at ?? '');
    await sendDueReviewRequests(new Date(`${day}T12:00:00.000Z`));
    expect(await getReviewRequest(day, claim?.session_id ?? '')).toBeUndefined();
    expect(await requestsTo(buyer.email)).toEqual([]);
  });

  it('asks nothing of an account whose deletion is requested', async () => {
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [products.alpha.id]);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(buyer.userId),
        UpdateExpression: 'SET deletion_requested_at = :now',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
    await runAfter(sessionId, 7);
    expect(await requestsTo(buyer.email)).toEqual([]);
    const day = reviewRequestDueDay(new Date(await paidAt(sessionId)).toISOString());
    expect((await getReviewRequest(day, sessionId))?.skipped).toBe('account being deleted');
  });

  it("an account's purge deletes its pending requests, and its orders are asked nothing after", async () => {
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [products.gamma.id]);
    const day = reviewRequestDueDay(new Date(await paidAt(sessionId)).toISOString());
    // As a run whose sending failed leaves it: written, not sent.
    await putReviewRequest(day, sessionId);
    const account = { user_id: buyer.userId, email: buyer.email, username: buyer.userId };
    await reviewRequestsPurge.run(account, new Date().toISOString());
    expect(await getReviewRequest(day, sessionId)).toBeUndefined();
    // The purge's next step anonymises the order: a later run finds no one to write to.
    await ordersPurge.run(account, new Date().toISOString());
    await runAfter(sessionId, 7);
    expect(await requestsTo(buyer.email)).toEqual([]);
  });

  it('stops when its time is up and leaves the rest to the next run', async () => {
    const buyers = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const sessions = await Promise.all(buyers.map((buyer) => paidOrder(buyer, [products.beta.id])));
    const at = new Date((await paidAt(sessions[0] ?? '')) + 7 * DAY_MS);
    let calls = 0;
    const first = await sendDueReviewRequests(at, () => (calls += 1) > 1);
    // One request handled, then the time was up.
    expect(first.left).toBe(true);
    expect(first.sent + first.skipped + first.failed).toBe(1);
    expect((await sendDueReviewRequests(at)).left).toBeUndefined();
    for (const buyer of buyers) expect(await requestsTo(buyer.email)).toHaveLength(1);
  });

  it("the local stack's job sends the requests due today, as the nightly job does", async () => {
    const buyer = await createSignedInUser();
    const sessionId = await paidOrder(buyer, [products.beta.id]);
    // As if it had been paid a week ago: due today.
    await putReviewRequest(new Date().toISOString().slice(0, 10), sessionId);
    const stop = startLocalReviewRequestJob();
    try {
      await waitForEmails(buyer.email, (emails) => emails.some((e) => SUBJECT.test(e.subject)));
    } finally {
      stop();
    }
    expect(await requestsTo(buyer.email)).toHaveLength(1);
  });
});
