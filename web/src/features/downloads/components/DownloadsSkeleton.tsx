import { PULSE, SkeletonBlocks } from '../../../components/Skeleton';

/** Placeholder rows the size of DownloadFileList's, so the list arrives without a jump. */
export function FilesSkeleton() {
  return (
    <SkeletonBlocks
      label="Loading files..."
      count={2}
      className="space-y-3"
      blockClassName="h-[4.5rem] w-full rounded-xl"
    />
  );
}

/** The downloads page's frame while the purchase loads: its headings where they will be. */
export function DownloadsSkeleton() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-indigo-600">Your purchase</p>
      <div role="status">
        <span className="sr-only">Loading your purchase...</span>
        <div aria-hidden="true">
          <div className={`mt-2 h-9 w-2/3 ${PULSE}`} />
          <div className={`mt-3 h-5 w-48 ${PULSE}`} />
        </div>
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Files</h2>
      <div className="mt-4">
        <FilesSkeleton />
      </div>
    </div>
  );
}
