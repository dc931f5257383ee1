/**
 * A few reviews by the demo customers of products they bought in the demo sales, so product
 * pages show ratings, the distribution and a seller's reply. The demo buyer has none: they can
 * write one. Written like the API does (review and aggregate in one transaction).
 */
import { listPurchases } from '../../../lambdas/repositories/user-repository';
import {
  reviewIdOf,
  writeReviewChange,
  type Review,
} from '../../../lambdas/repositories/review-repository';
import type { Star } from '../../../lambdas/rules/reviews';
import { DEMO_CUSTOMERS } from './sales';

const DEMO_REVIEW_TEXTS: readonly { rating: Star; title: string; text: string; reply?: string }[] =
  [
    {
      rating: 5,
      title: 'Running in twenty minutes',
      text: 'The manual walks through every step; the template imported cleanly.',
      reply: 'Thank you! Version updates are coming with more examples.',
    },
    { rating: 4, title: 'Solid template', text: 'Needed a small change for our CRM fields.' },
    { rating: 5, title: 'Saves hours every week', text: '' },
    { rating: 3, title: 'Good start', text: 'Works, but I had to read the video twice.' },
    { rating: 5, title: 'Exactly as described', text: 'Clear instructions and a clean workflow.' },
    { rating: 4, title: '', text: 'Does the job. Would like a Slack variant.' },
  ];

export async function seedDemoReviews(userIds: ReadonlyMap<string, string>, now: Date) {
  let written = 0;
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const template = DEMO_REVIEW_TEXTS[index % DEMO_REVIEW_TEXTS.length];
    const userId = userIds.get(customer.email);
    if (!template || !userId) continue;
    const [purchase] = await listPurchases(userId);
    if (!purchase) continue;
    const productId = purchase.product_id;
    const reviewId = reviewIdOf(productId, userId);
    const at = new Date(now.getTime() - (index + 1) * 86_400_000).toISOString();
    const review: Review = {
      review_id: reviewId,
      product_id: productId,
      author_id: userId,
      display_name: customer.fullName.replace(/ (\w)\w*$/, ' $1.'),
      rating: template.rating,
      title: template.title,
      text: template.text,
      created_at: at,
      updated_at: at,
      report_count: 0,
      version: 1,
      ...(template.reply ? { reply: { text: template.reply, by_id: '', at } } : {}),
    };
    if (await writeReviewChange(productId, reviewId, undefined, review)) written += 1;
  }
  return written;
}
