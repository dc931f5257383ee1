import { InvoiceLink } from '../../../components/InvoiceLink';
import { EmailText } from '../../../components/EmailText';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { VerifyPaymentResponse } from '@contracts/checkout';
import { formatUsd } from '@rules/money';
import { buttonClass } from '../../../components/button';
import { CheckCircleIcon, ExternalLinkIcon, InfoIcon, LinkIcon } from '../../../components/icons';
import { downloadsPath } from '../../../lib/paths';
import { PaymentPanel } from './PaymentPanel';
import { ReceiptFigures } from './ReceiptFigures';

interface PaymentSuccessViewProps {
  products: VerifyPaymentResponse['products'];
  buyerEmail: string;
  /** Products of this payment the buyer already owned: their amount was refunded. */
  refunded?: VerifyPaymentResponse['refunded'];
  /** The order's Stripe invoice (its hosted page). */
  invoice?: VerifyPaymentResponse['invoice'] | undefined;
  /** Lines, discount and totals: the receipt e-mail's figures. */
  receipt?: VerifyPaymentResponse['receipt'] | undefined;
  signedIn: boolean;
  sessionId: string;
}

/** Paid twice for something already owned: what was refunded, said once and plainly. */
function RefundNotice({ refunded }: { refunded: NonNullable<VerifyPaymentResponse['refunded']> }) {
  return (
    <div
      role="status"
      className="mt-6 flex w-full gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-sm text-amber-950"
      data-testid="refund-notice"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        You already owned {refunded.products.map((product) => product.name).join(', ')}, so we
        refunded {formatUsd(refunded.amount)} of this payment. You were not charged twice.
      </p>
    </div>
  );
}

async function copyDownloadLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Link copied', {
      description: 'Bookmark it or keep it somewhere safe to download your files later.',
    });
  } catch {
    toast.error('Could not copy the link', { description: link });
  }
}

export function PaymentSuccessView({
  products,
  buyerEmail,
  refunded,
  invoice,
  receipt,
  signedIn,
  sessionId,
}: PaymentSuccessViewProps) {
  const downloadPage = downloadsPath(sessionId);
  // Nothing new was bought: a guest's files stay behind the link of their first receipt.
  const nothingNew =
    !!refunded &&
    products.every((product) => refunded.products.some((owned) => owned.id === product.id));
  return (
    <PaymentPanel>
      <CheckCircleIcon className="size-12 text-emerald-600" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Payment Successful!</h1>
      <p className="mt-2 text-slate-600">Thank you for your purchase.</p>

      {products.length > 0 && !nothingNew && (
        <div className="mt-6 w-full rounded-xl bg-slate-50 p-4 text-left">
          <h2 className="text-sm font-semibold text-slate-900">Purchased products</h2>
          {receipt ? (
            <ReceiptFigures receipt={receipt} />
          ) : (
            <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="purchased-products">
              {products.map((product) => (
                <li key={product.id} className="flex items-center gap-2">
                  <CheckCircleIcon className="size-4 shrink-0 text-emerald-600" />
                  {product.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {refunded && <RefundNotice refunded={refunded} />}

      {invoice && (
        <p className="mt-4 text-sm text-slate-600">
          <InvoiceLink invoice={invoice} />
        </p>
      )}

      {signedIn ? (
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
          <Link to="/myaccount" className={buttonClass('primary')}>
            View My Products
          </Link>
          <Link to="/" className={buttonClass('secondary')}>
            Continue Shopping
          </Link>
        </div>
      ) : nothingNew ? (
        <>
          <p className="mt-4 text-sm text-slate-600">
            Your files stay available through the download link in the receipt of your first
            purchase.
          </p>
          <Link to="/" className={`mt-8 ${buttonClass('secondary')}`}>
            Continue Shopping
          </Link>
        </>
      ) : (
        <>
          <div className="mt-6 flex w-full gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-left text-sm text-indigo-900">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-indigo-600" />
            <p>
              {buyerEmail ? (
                <>
                  A confirmation has been sent to{' '}
                  <strong>
                    <EmailText email={buyerEmail} />
                  </strong>{' '}
                  together with the link to your download page.
                </>
              ) : (
                <>A confirmation with the link to your download page has been sent to your email.</>
              )}{' '}
              Keep that email: the link is how you download your files without an account.
            </p>
          </div>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
            <a
              href={downloadPage}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary')}
            >
              <ExternalLinkIcon className="size-4" />
              Open Download Page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                void copyDownloadLink(new URL(downloadPage, window.location.origin).href)
              }
            >
              <LinkIcon className="size-4" />
              Bookmark Download Page
            </button>
          </div>
          <Link to="/" className="mt-4 text-sm font-medium text-indigo-700 hover:text-indigo-900">
            Continue Shopping
          </Link>
        </>
      )}
    </PaymentPanel>
  );
}
