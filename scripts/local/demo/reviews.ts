/**
 * A few reviews by the demo customers of products they bought in the demo sales, so product
 * pages show ratings, the distribution and a seller's reply. The demo buyer has none: they can
 * write one. Written like the API does (review and aggregate in one transaction), and so are a
 * few "helpful" votes by other demo customers.
 */
import { listPurchases } from '../../../lambdas/repositories/user-repository';
import { writeHelpfulVote } from '../../../lambdas/repositories/review-helpful-repository';
import {
  getReview,
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

/**
 * On every product with two reviews or more, the oldest is marked helpful by two other demo
 * customers and the next oldest by one, so "Most helpful" starts with the reviews "Newest" ends
 * with. The demo buyer casts no vote: they can mark any of them.
 */
async function seedDemoVotes(reviews: readonly Review[], voters: readonly string[], now: Date) {
  const byProduct = new Map<string, Review[]>();
  for (const review of reviews) {
    byProduct.set(review.product_id, [...(byProduct.get(review.product_id) ?? []), review]);
  }
  for (const written of byProduct.values()) {
    if (written.length < 2) continue;
    const oldestFirst = [...written].sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const [rank, votes] of [2, 1].entries()) {
      const target = oldestFirst[rank];
      if (!target) continue;
      const others = voters.filter((voter) => voter !== target.author_id).slice(0, votes);
      for (const voter of others) {
        const current = await getReview(target.product_id, target.review_id);
        if (current) await writeHelpfulVote(current, voter, true, now.toISOString());
      }
    }
  }
}

export async function seedDemoReviews(userIds: ReadonlyMap<string, string>, now: Date) {
  let written = 0;
  const reviews: Review[] = [];
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
    if (await writeReviewChange(productId, reviewId, undefined, review)) {
      written += 1;
      reviews.push(review);
    }
  }
  const voters = DEMO_CUSTOMERS.flatMap((customer) => userIds.get(customer.email) ?? []);
  await seedDemoVotes(reviews, voters, now);
  return written;
}
