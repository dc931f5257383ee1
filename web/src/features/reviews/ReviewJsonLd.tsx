import type { PublicReview, RatingSummary } from '@contracts/reviews';

/**
 * schema.org Product with AggregateRating and Review, for search engines. A
 * `<script type="application/ld+json">` is a data block, never executed, so the site's CSP
 * (script-src 'self', lib/constructs/web-policies.ts) does not apply to it. `<` is escaped so
 * no review text can close the element.
 */
export function ReviewJsonLd(props: {
  name: string;
  description: string;
  imageUrl: string;
  summary: RatingSummary;
  reviews: readonly PublicReview[];
}) {
  if (props.summary.count === 0 || props.summary.average === null) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: props.name,
    description: props.description,
    ...(props.imageUrl ? { image: props.imageUrl } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: props.summary.average,
      reviewCount: props.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: props.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.displayName },
      datePublished: review.createdAt.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      ...(review.text ? { reviewBody: review.text } : {}),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
    })),
  };
  return (
    <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
  );
}
