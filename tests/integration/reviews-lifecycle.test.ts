import { randomUUID } from 'node:crypto';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { getAggregate, getReview, reviewIdOf } from '../../lambdas/repositories/review-repository';
import { reviewsPurge } from '../../lambdas/repositories/review-purge';
import { listReportsBy } from '../../lambdas/repositories/review-report-repository';
import { recount } from '../../lambdas/rules/reviews';
import { hideReviewsOfRefund } from '../../lambdas/services/review-ledger/refund-hiding';
import { replyToReview, reportReview } from '../../lambdas/services/reviews/reply-report-service';
import { createReview } from '../../lambdas/services/reviews/review-service';
import { callAdmin, callOrders } from '../support/admin-api';
import {
  payOnHostedPage,
  seedProductWithVersions,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { deliverSessionEvent, openCheckout } from '../support/double-payment';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller } from '../support/manage-api';
import { caller, owns, review, send } from '../support/reviews';

/** What happens to reviews after they are written: refunds, the admin's moderation, the purge. */
describe('reviews after the fact', () => {
  let seller: TestUser & { sellerId: string };

  beforeAll(async () => {
    await useIsolatedTable();
    seller = await createSeller();
  }, 60_000);

  it('hides the review of a refunded buyer and never shows it again by itself', async () => {
    const id = `review-refund-${randomUUID()}`;
    const author = randomUUID();
    await putProduct(shopProduct(id));
    await owns(author, id);
    await createReview(caller(author), id, { ...review, rating: 5 });
    expect((await getAggregate(id)).count).toBe(1);
    await owns(author, id, { refunded_at: new Date().toISOString() });
    await hideReviewsOfRefund(author, [id], new Date().toISOString());
    expect((await getReview(id, reviewIdOf(id, author)))?.hidden?.by).toBe('refund');
    expect(await getAggregate(id)).toEqual(recount([]));
    // Bought again: the old review stays hidden.
    await owns(author, id);
    await hideReviewsOfRefund(author, [id], new Date().toISOString());
    expect((await getReview(id, reviewIdOf(id, author)))?.hidden).toBeDefined();
  });

  it('removes a purged account’s reviews and reports, and anonymises its replies', async () => {
    const id = `review-purge-${randomUUID()}`;
    await putProduct(shopProduct(id, { seller_id: seller.sellerId }));
    const [leaving, staying] = [randomUUID(), randomUUID()];
    await owns(leaving, id);
    await owns(staying, id);
    await createReview(caller(leaving), id, { ...review, rating: 1 });
    await createReview(caller(staying), id, { ...review, rating: 5 });
    await reportReview(caller(leaving), id, reviewIdOf(id, staying), 'Spam');
    await replyToReview(caller(seller.userId, 'seller'), id, reviewIdOf(id, staying), 'Thanks');

    const account = (userId: string) => ({ user_id: userId, email: '', username: userId });
    await reviewsPurge.run(account(leaving), new Date().toISOString());
    await reviewsPurge.run(account(seller.userId), new Date().toISOString());

    expect(await getReview(id, reviewIdOf(id, leaving))).toBeUndefined();
    expect(await listReportsBy(leaving)).toEqual([]);
    expect(await getAggregate(id)).toEqual(recount([5]));
    const kept = await getReview(id, reviewIdOf(id, staying));
    expect(kept?.reply).toMatchObject({ text: 'Thanks', by_id: '' });
  });

  it('hides the review when the admin refunds the purchase through the back office', async () => {
    const id = `review-refunded-${randomUUID()}`;
    await seedProductWithVersions(shopProduct(id, { name: 'Refunded template', price: 20 }));
    const [customer, admin] = await Promise.all([
      createSignedInUser(),
      createSignedInUser({ groups: ['admin'] }),
    ]);
    const url = await openCheckout({ kind: 'user', user: customer }, [id]);
    await payOnHostedPage(url);
    const sessionId = sessionIdOf(url);
    expect((await deliverSessionEvent(sessionId, 'checkout.session.completed')).status).toBe(200);
    await createReview(caller(customer.userId), id, { ...review, rating: 2 });
    expect(await getAggregate(id)).toEqual(recount([2]));

    const refunded = await callOrders('POST /api/admin/orders/{sessionId}/refunds', {
      token: admin.accessToken,
      pathParameters: { sessionId },
      body: { product_ids: [id], reason: 'Asked for it' },
    });
    expect(refunded.status).toBe(200);
    expect((await getReview(id, reviewIdOf(id, customer.userId)))?.hidden?.by).toBe('refund');
    expect(await getAggregate(id)).toEqual(recount([]));
  });

  it('queues reported reviews for the admin, who hides one with a reason in the audit log', async () => {
    const id = `review-moderation-${randomUUID()}`;
    await putProduct(shopProduct(id));
    const [author, reporter] = [randomUUID(), randomUUID()];
    await owns(author, id);
    await createReview(caller(author), id, { ...review, rating: 1 });
    const reviewId = reviewIdOf(id, author);
    await reportReview(caller(reporter), id, reviewId, 'Abusive');
    const admin = await createSignedInUser({ groups: ['admin'] });
    const queue = async () =>
      (
        await send('GET /api/admin/reviews', {
          token: admin.accessToken,
          params: {},
          query: { view: 'reported', limit: '50' },
        })
      ).body.reviews as { reviewId: string; reports: { reason: string }[] }[];
    const reported = (await queue()).find((item) => item.reviewId === reviewId);
    expect(reported?.reports).toEqual([expect.objectContaining({ reason: 'Abusive' })]);

    const hidden = await send('POST /api/admin/products/{id}/reviews/{reviewId}/hide', {
      token: admin.accessToken,
      params: { id, reviewId },
      body: { reason: 'Insults another buyer' },
    });
    expect(hidden).toMatchObject({ status: 200, body: { hidden: { by: 'moderation' } } });
    expect(await getAggregate(id)).toEqual(recount([]));
    expect((await queue()).some((item) => item.reviewId === reviewId)).toBe(false);
    const audit = await callAdmin<{ entries: { target_id: string; detail: string }[] }>(
      'GET /api/admin/audit',
      { token: admin.accessToken, query: { action: 'review.hide' } },
    );
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({ target_id: `${id}/${reviewId}`, detail: 'Insults another buyer' }),
    );
  });
});
