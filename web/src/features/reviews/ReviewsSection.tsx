import type { RatingSummary } from '@contracts/reviews';
import { useState } from 'react';
import { buttonClass } from '../../components/button';
import { FIELD_CLASS } from '../../components/form';
import { useAuth } from '../auth/auth-context';
import { useMyReview, useReviewPages, type ReviewSort } from './api';
import { ReviewForm } from './ReviewForm';
import { ReviewJsonLd } from './ReviewJsonLd';
import { ReviewList } from './ReviewList';

function Distribution({ summary }: { summary: RatingSummary }) {
  return (
    <dl className="space-y-1 text-sm">
      {([5, 4, 3, 2, 1] as const).map((star) => {
        const count = summary.stars[star];
        const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
        return (
          <div key={star} className="flex items-center gap-2">
            <dt className="w-14 text-slate-700">{star} stars</dt>
            <dd className="flex flex-1 items-center gap-2">
              <span className="h-2 flex-1 overflow-hidden rounded bg-slate-200" aria-hidden="true">
                <span className="block h-2 bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 text-right text-slate-700">{count}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export default function ReviewsSection(props: {
  productId: string;
  productName: string;
  description: string;
  imageUrl: string;
  sellerReplies: boolean;
}) {
  const { user } = useAuth();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const pages = useReviewPages(props.productId, sort);
  const mine = useMyReview(props.productId, user?.id);
  const summary = pages.data?.pages[0]?.summary;
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
        Reviews
      </h2>
      {pages.isError && <p className="mt-2 text-sm text-red-700">Reviews could not be loaded.</p>}
      {summary && (
        <div className="mt-4 grid gap-8 md:grid-cols-3">
          <div>
            <p className="text-lg font-semibold text-slate-900">
              {summary.average === null
                ? 'No ratings yet'
                : `${summary.average.toFixed(1)} out of 5 (${summary.count} ${
                    summary.count === 1 ? 'review' : 'reviews'
                  })`}
            </p>
            <div className="mt-3">
              <Distribution summary={summary} />
            </div>
          </div>
          <div className="md:col-span-2">
            {mine.data && <ReviewForm productId={props.productId} mine={mine.data} />}
            <div className="mt-4 flex items-center justify-end gap-2">
              <label htmlFor="review-sort" className="text-sm text-slate-700">
                Sort by
              </label>
              <select
                id="review-sort"
                className={`${FIELD_CLASS} w-auto`}
                value={sort}
                onChange={(event) => setSort(event.target.value as ReviewSort)}
              >
                <option value="newest">Newest</option>
                <option value="rating">Highest rated</option>
                <option value="helpful">Most helpful</option>
              </select>
            </div>
            <ReviewList
              productId={props.productId}
              reviews={reviews}
              ownReviewId={mine.data?.review?.reviewId}
              sellerReplies={props.sellerReplies}
            />
            {pages.hasNextPage && (
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                More reviews
              </button>
            )}
          </div>
          <ReviewJsonLd
            name={props.productName}
            description={props.description}
            imageUrl={props.imageUrl}
            summary={summary}
            reviews={reviews}
          />
        </div>
      )}
    </section>
  );
}
