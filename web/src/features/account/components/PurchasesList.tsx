import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { MyPurchase } from '@contracts/my-account';
import { formatUsd } from '@rules/money';
import { ProductBadges } from '../../../components/Badge';
import { buttonClass } from '../../../components/button';
import { CartIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/ProductImage';
import { formatLongDate } from '../../../lib/format-date';
import { ACCOUNT_TEXT } from '../account-text';
import { PurchasesSkeleton } from './AccountSkeleton';

interface PurchasesListProps {
  query: UseQueryResult<MyPurchase[]>;
  onOpen: (productId: string) => void;
  /** The purchase whose view was just closed: its card gets focus back. */
  returnFocusTo?: string | null;
}

/** The purchases tab: one clickable card per purchase (test purchases show $0.00 and 'Test'). */
export function PurchasesList({ query, onOpen, returnFocusTo }: PurchasesListProps) {
  const list = useRef<HTMLUListElement>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || !returnFocusTo) return;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-product-id="${CSS.escape(returnFocusTo)}"]`)
      ?.focus();
  }, [loaded, returnFocusTo]);

  if (query.isPending) return <PurchasesSkeleton />;

  if (query.isError) {
    // An error is not an empty list: say so and offer to try again.
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
      >
        <h2 className="text-lg font-semibold text-red-900">
          {ACCOUNT_TEXT.loadPurchasesFailed.description}
        </h2>
        <p className="mt-1 text-sm text-red-800">Check your connection and try again.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          {query.isFetching ? 'Retrying...' : 'Retry'}
        </button>
      </div>
    );
  }

  const purchases = query.data ?? [];
  if (purchases.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <CartIcon className="size-10 text-slate-400" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{ACCOUNT_TEXT.noPurchases}</h2>
        <p className="mt-1 text-sm text-slate-600">
          Templates you buy appear here, with their files and instructions.
        </p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          Browse Products
        </Link>
      </div>
    );
  }

  return (
    <ul ref={list} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {purchases.map((purchase) => (
        <li key={`${purchase.product_id}-${purchase.is_test ? 'test' : 'paid'}`}>
          <PurchaseCard purchase={purchase} onOpen={() => onOpen(purchase.product_id)} />
        </li>
      ))}
    </ul>
  );
}

function PurchaseCard({ purchase, onOpen }: { purchase: MyPurchase; onOpen: () => void }) {
  const { product } = purchase;
  const date = formatLongDate(purchase.purchase_date);
  const amount = purchase.is_test ? 0 : purchase.amount_paid;
  return (
    <button
      type="button"
      data-testid="purchase-card"
      data-product-id={purchase.product_id}
      onClick={onOpen}
      className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="block w-full overflow-hidden bg-slate-100">
        <ProductImage
          src={product.image_url}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-contain transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </span>
      <span className="flex flex-1 flex-col p-4">
        <ProductBadges
          platform={product.platform}
          test={purchase.is_test}
          refunded={Boolean(purchase.refunded_at)}
        />
        <span className="mt-3 text-base leading-snug font-semibold text-slate-900 group-hover:text-indigo-700">
          {product.name}
        </span>
        <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3 text-sm text-slate-600">
          <span>
            Purchased{' '}
            {date ? (
              <time dateTime={purchase.purchase_date}>{date}</time>
            ) : (
              ACCOUNT_TEXT.unknownDate
            )}
          </span>
          <span className="font-semibold text-slate-900">
            <span className="sr-only">Amount paid: </span>
            {formatUsd(amount)}
          </span>
        </span>
      </span>
    </button>
  );
}
