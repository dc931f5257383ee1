import { InvoiceLink } from '../../../components/InvoiceLink';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PurchasedProductResponse } from '@contracts/my-account';
import { formatUsd } from '@rules/money';
import { ProductBadges } from '../../../components/Badge';
import { DownloadAllButton } from '../../../components/DownloadAllButton';
import { buttonClass } from '../../../components/button';
import { AlertIcon, ArrowLeftIcon } from '../../../components/icons';
import { Markup } from '../../../components/Markup';
import { ProductImage } from '../../../components/ProductImage';
import { formatLongDate } from '../../../lib/format-date';
import { ACCOUNT_TEXT, messageOr } from '../account-text';
import { isNotFound, requestSecureDownload, usePurchasedProduct } from '../api';
import { myReceiptPath } from '../receipt-paths';
import { defaultVersion, filesOfVersion } from '../product-files';
import { CARD_CLASS, TAB_CLASS, TAB_LIST_CLASS } from '../ui';
import { useSecureDownload } from '../use-secure-download';
import { ProductSkeleton } from './AccountSkeleton';
import { InstructionsPanel } from './InstructionsPanel';
import { ProductFileList } from './ProductFileList';
import { RefundedNotice } from './RefundedNotice';

interface PurchasedProductViewProps {
  userId: string;
  productId: string;
  /** From the purchases list: the purchase was refunded (its product may no longer load). */
  refundedAt?: string;
  onClose: () => void;
}

/** ?product={id}: the purchased product with its versions, files and instructions. */
export function PurchasedProductView({
  userId,
  productId,
  refundedAt,
  onClose,
}: PurchasedProductViewProps) {
  const query = usePurchasedProduct(userId, productId);
  // The card that opened this view is gone: move focus here rather than leave it on the page.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);

  let content;
  if (query.isPending) {
    content = <ProductSkeleton />;
  } else if (query.isError && refundedAt && isNotFound(query.error)) {
    content = (
      <Problem
        title={ACCOUNT_TEXT.purchaseRequired.title}
        text={ACCOUNT_TEXT.refundedText(formatLongDate(refundedAt))}
      />
    );
  } else if (query.isError) {
    content = (
      <Problem
        title={isNotFound(query.error) ? 'Product Not Found' : 'Error'}
        text={
          isNotFound(query.error)
            ? 'This product is not among your purchases.'
            : ACCOUNT_TEXT.loadFilesFailed(messageOr(query.error, 'Connection error'))
        }
      />
    );
  } else {
    content = <PurchasedProduct detail={query.data} productId={productId} />;
  }

  return (
    <div data-testid="purchased-product">
      <button
        ref={closeButton}
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={onClose}
      >
        <ArrowLeftIcon className="size-4" />
        {ACCOUNT_TEXT.close}
      </button>
      <div className="mt-5">{content}</div>
    </div>
  );
}

function PurchasedProduct({
  detail,
  productId,
}: {
  detail: PurchasedProductResponse;
  productId: string;
}) {
  const { purchase, versions } = detail;
  const { product } = purchase;
  const [versionId, setVersionId] = useState(() => defaultVersion(versions)?.id);
  const version = versions.find((item) => item.id === versionId) ?? defaultVersion(versions);
  const { files, manuals, videos } = filesOfVersion(detail.files, version?.id);
  const { download, busyId } = useSecureDownload(productId);
  const selectId = useId();
  const date = formatLongDate(purchase.purchase_date);

  return (
    <article className="space-y-6">
      <div className={`${CARD_CLASS} flex flex-col gap-6 md:flex-row`}>
        <ProductImage
          src={product.image_url}
          alt={product.name}
          width={400}
          height={300}
          className="aspect-[4/3] w-full shrink-0 rounded-xl bg-slate-100 object-contain md:w-72"
        />
        <div className="min-w-0 flex-1">
          <ProductBadges
            platform={product.platform}
            test={purchase.is_test}
            refunded={Boolean(purchase.refunded_at)}
          />
          <h2 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{product.name}</h2>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt>Purchased:</dt>
              <dd className="font-medium text-slate-900">
                {date ? <time dateTime={purchase.purchase_date}>{date}</time> : 'Unknown'}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Amount paid:</dt>
              <dd className="font-medium text-slate-900">
                {formatUsd(purchase.is_test ? 0 : purchase.amount_paid)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Receipt:</dt>
              <dd>
                <Link
                  to={myReceiptPath(productId)}
                  className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                  data-testid="receipt-link"
                >
                  View receipt
                </Link>
              </dd>
            </div>
            {purchase.invoice && (
              <div className="flex gap-1">
                <dt>Invoice:</dt>
                <dd>
                  <InvoiceLink invoice={purchase.invoice} wording="number" />
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      {purchase.refunded_at && (
        <RefundedNotice refundedAt={purchase.refunded_at} productId={productId} />
      )}

      {product.prerequisites?.trim() && (
        <section
          aria-labelledby="my-prerequisites-heading"
          className="rounded-xl border border-yellow-300 bg-yellow-50 p-5"
        >
          <h3
            id="my-prerequisites-heading"
            className="flex items-center gap-2 font-semibold text-yellow-900"
          >
            <AlertIcon className="size-5 text-yellow-700" />
            Prerequisites
          </h3>
          <Markup text={product.prerequisites} className="mt-3 text-sm text-yellow-950" />
        </section>
      )}

      {!version ? (
        <Problem title={ACCOUNT_TEXT.unavailable} text={ACCOUNT_TEXT.unavailableText} />
      ) : (
        <>
          {versions.length > 1 && (
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
                Version
              </label>
              <select
                id={selectId}
                aria-label="Version"
                data-testid="version-select"
                value={version.id}
                onChange={(event) => setVersionId(event.target.value)}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30"
              >
                {versions.map((item) => (
                  <option key={item.id} value={item.id}>
                    {`Version ${item.version_number}${item.is_latest ? ' (Latest)' : ''}`}
                  </option>
                ))}
              </select>
            </div>
          )}

          <section
            aria-labelledby="whats-new-heading"
            className="rounded-xl border border-indigo-200 bg-indigo-50 p-5"
          >
            <h3 id="whats-new-heading" className="font-semibold text-indigo-950">
              {ACCOUNT_TEXT.whatsNew(version.version_number)}
            </h3>
            {formatLongDate(version.release_date) && (
              <p className="mt-1 text-xs text-indigo-900/80">
                Released{' '}
                <time dateTime={version.release_date}>{formatLongDate(version.release_date)}</time>
              </p>
            )}
            <Markup
              text={version.changelog || 'No changelog for this version.'}
              className="mt-3 text-sm text-slate-800"
            />
          </section>

          <Tabs.Root defaultValue="files">
            <Tabs.List aria-label="Product content" className={TAB_LIST_CLASS}>
              <Tabs.Trigger value="files" className={TAB_CLASS}>
                {ACCOUNT_TEXT.filesTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="instructions" className={TAB_CLASS}>
                {ACCOUNT_TEXT.instructionsTab}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="files" className="mt-4 space-y-3 focus:outline-none">
              <DownloadAllButton
                files={files}
                urlOf={async (fileId) =>
                  (await requestSecureDownload(fileId, productId)).downloadUrl
                }
                failure={ACCOUNT_TEXT.downloadFailed}
              />
              <ProductFileList
                files={files}
                busyId={busyId}
                onDownload={(file) => void download(file)}
              />
            </Tabs.Content>
            <Tabs.Content value="instructions" className="mt-4 focus:outline-none">
              <InstructionsPanel
                manuals={manuals}
                videos={videos}
                busyId={busyId}
                onDownload={(file) => void download(file, ACCOUNT_TEXT.manualDownloadFailed)}
              />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}

      {/* After the files: a long description would push them several screens down a phone. */}
      {product.description?.trim() && (
        <section aria-labelledby="my-description-heading" className={CARD_CLASS}>
          <h3 id="my-description-heading" className="font-semibold text-slate-900">
            About this template
          </h3>
          <Markup
            text={product.description}
            className="mt-3 text-sm leading-relaxed text-slate-700"
          />
        </section>
      )}
    </article>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <AlertIcon className="size-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{text}</p>
    </div>
  );
}
