import { InvoiceLink } from '../../components/InvoiceLink';
import { Link, useSearchParams } from 'react-router-dom';
import { DownloadAllButton } from '../../components/DownloadAllButton';
import { callApi } from '../../lib/api-client';
import { guestReceiptPath } from '../account/receipt-paths';
import { DownloadsSkeleton, FilesSkeleton } from './components/DownloadsSkeleton';
import type { BuyerFile } from '@contracts/downloads';
import { DownloadFileList } from '../../components/DownloadFileList';
import { Markup } from '../../components/Markup';
import { formatLongDate } from '../../lib/format-date';
import { PageMeta } from '../../components/PageMeta';
import {
  isNotFoundError,
  loadErrorMessage,
  useBuyerFiles,
  useBuyerPurchase,
  useFileDownload,
} from './api';
import { LoadProblem, NoDownloads } from './components/DownloadStates';
import { VideoList } from './components/VideoList';
import { isVideoFile } from '../../lib/file-labels';
import { LinkPurchaseBox } from './components/LinkPurchaseBox';
import { RefundedProducts } from './components/RefundedProducts';

const PAGE = 'mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8';

const DOWNLOAD_FAILED = {
  title: 'Download failed',
  description: 'There was an error downloading the files. Please try again.',
};

export function DownloadsPage() {
  return (
    <>
      <PageMeta title="Your Downloads" />
      <DownloadsPageContent />
    </>
  );
}

function DownloadsPageContent() {
  const [params] = useSearchParams();
  const sessionId = params.get('session')?.trim() || null;
  const purchase = useBuyerPurchase(sessionId);
  // Asked for together with the purchase, not after it: both check the same session, and
  // waiting doubled the time to the first file on a cold start.
  const files = useBuyerFiles(sessionId, true);
  const { download, busyId } = useFileDownload(sessionId ?? '');

  if (!sessionId || isNotFoundError(purchase.error)) {
    return (
      <div className={PAGE}>
        <NoDownloads />
      </div>
    );
  }

  if (purchase.isPending) return <DownloadsSkeleton />;

  if (purchase.isError) {
    return (
      <div className={PAGE}>
        <LoadProblem
          title="Failed to verify purchase"
          message={loadErrorMessage(purchase.error, 'Failed to verify purchase')}
          onRetry={() => void purchase.refetch()}
          retrying={purchase.isFetching}
        />
      </div>
    );
  }

  const { purchase: details, products = [], refunded = [], invoice } = purchase.data;
  const purchased = formatLongDate(details?.purchase_date);
  const others = products.slice(1);
  // A refunded product's files are never offered, even if the file list still had them.
  const refundedIds = new Set(refunded.map((product) => product.id));
  const downloadable = files.data?.filter((file) => !refundedIds.has(file.product_id)) ?? [];

  let fileContent;
  if (files.isPending) {
    fileContent = <FilesSkeleton />;
  } else if (files.isError) {
    fileContent = (
      <LoadProblem
        message={
          isNotFoundError(files.error)
            ? 'No files found for this purchase'
            : loadErrorMessage(files.error, 'Failed to load product files')
        }
        onRetry={() => void files.refetch()}
        retrying={files.isFetching}
      />
    );
  } else if (downloadable.length === 0) {
    fileContent = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        {products.length === 0 && refunded.length > 0
          ? 'Every product of this order was refunded.'
          : 'No files available for download yet.'}
      </p>
    );
  } else {
    fileContent = (
      <div className="space-y-6">
        {groupByProduct(downloadable).map((group) => {
          const videos = group.files.filter((file) => isVideoFile(file.file_type));
          const stored = group.files.filter((file) => !isVideoFile(file.file_type));
          return (
            <div key={group.productId} className="space-y-4">
              {group.title && <h3 className="font-semibold text-slate-900">{group.title}</h3>}
              {stored.length > 0 && (
                <DownloadFileList
                  files={stored}
                  onDownload={(file) => void download(file)}
                  busyId={busyId}
                  sizeScale="megabytes"
                  testId="download-file"
                />
              )}
              {videos.length > 0 && (
                <div>
                  <h4 className="mb-2 text-sm font-semibold text-slate-700">Instruction Videos</h4>
                  <VideoList
                    files={videos}
                    onDownload={(file) => void download(file)}
                    busyId={busyId}
                  />
                </div>
              )}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <p className="text-sm font-semibold text-indigo-600">Your purchase</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {details?.product_name || refunded[0]?.name}
      </h1>
      {purchased && (
        <p className="mt-2 text-sm text-slate-600">
          Purchased on <time dateTime={details.purchase_date}>{purchased}</time>
        </p>
      )}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <Link
          to={guestReceiptPath(sessionId)}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
          data-testid="receipt-link"
        >
          View receipt
        </Link>
        {invoice && <InvoiceLink invoice={invoice} />}
      </p>
      {/* Files first: on a phone a long description would push them several screens down. */}
      <section aria-labelledby="files-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="files-heading" className="text-xl font-semibold text-slate-900">
            Files
          </h2>
          <DownloadAllButton
            files={downloadable.filter((file) => !isVideoFile(file.file_type))}
            urlOf={async (fileId) =>
              (
                await callApi('POST /api/download-file-unauthorized', {
                  body: { sessionId, fileId },
                })
              ).downloadUrl
            }
            failure={DOWNLOAD_FAILED}
          />
        </div>
        <div className="mt-4">{fileContent}</div>
      </section>
      {details?.description?.trim() && (
        <section aria-labelledby="description-heading" className="mt-10">
          <h2 id="description-heading" className="text-xl font-semibold text-slate-900">
            About your purchase
          </h2>
          <Markup text={details.description} className="mt-3 text-slate-700" />
        </section>
      )}
      {others.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          Also in this order: {others.map((product) => product.name).join(', ')}
        </p>
      )}
      <RefundedProducts products={refunded} />

      <div className="mt-8">
        <LinkPurchaseBox sessionId={sessionId} />
      </div>
    </div>
  );
}

interface FileGroup {
  productId: string;
  /** Only set when the order holds more than one product. */
  title: string | null;
  files: BuyerFile[];
}

function groupByProduct(files: readonly BuyerFile[]): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  for (const file of files) {
    const group = groups.get(file.product_id);
    if (group) group.files.push(file);
    else
      groups.set(file.product_id, {
        productId: file.product_id,
        title: file.product_name,
        files: [file],
      });
  }
  const list = [...groups.values()];
  return list.length > 1 ? list : list.map((group) => ({ ...group, title: null }));
}
