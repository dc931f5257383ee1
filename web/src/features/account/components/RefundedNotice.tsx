import { Link } from 'react-router-dom';
import { AlertIcon } from '../../../components/icons';
import { formatLongDate } from '../../../lib/format-date';
import { productPath } from '../../../lib/paths';
import { ACCOUNT_TEXT } from '../account-text';

/**
 * A purchase refunded since it was made: it stays in the list, but its files answer 'Purchase
 * Required' until the product is bought again, which this says before a download is tried.
 */
export function RefundedNotice({
  refundedAt,
  productId,
}: {
  refundedAt: string;
  productId: string;
}) {
  return (
    <section
      aria-labelledby="refunded-heading"
      data-testid="refunded-notice"
      className="rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <h3 id="refunded-heading" className="flex items-center gap-2 font-semibold text-red-900">
        <AlertIcon className="size-5 text-red-700" />
        {ACCOUNT_TEXT.purchaseRequired.title}
      </h3>
      <p className="mt-2 text-sm text-red-900">
        {ACCOUNT_TEXT.refundedText(formatLongDate(refundedAt))}
      </p>
      <Link
        to={productPath(productId)}
        className="mt-3 inline-block text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        {ACCOUNT_TEXT.buyAgain}
      </Link>
    </section>
  );
}
