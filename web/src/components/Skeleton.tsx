/** A pulsing placeholder's look; still for people who ask for reduced motion. */
export const PULSE = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none';

interface SkeletonBlocksProps {
  /** Read by screen readers in place of the blocks (e.g. 'Loading products...'). */
  label: string;
  count: number;
  /** The blocks' layout, e.g. the grid the real content will use. */
  className?: string;
  /** Each block's size, that of the item it stands for, so nothing shifts when it arrives. */
  blockClassName: string;
}

/** `count` placeholders of one size in the content's own layout, announced as one status. */
export function SkeletonBlocks({
  label,
  count,
  className = '',
  blockClassName,
}: SkeletonBlocksProps) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className={`${blockClassName} ${PULSE}`} />
      ))}
    </div>
  );
}

/**
 * Summary or totals cards' placeholders: the height of a card with a small label over a large
 * figure (p-3/sm:p-4, text-xs/sm and text-xl/2xl lines, a 1px border), in the cards' grid.
 */
export function SummaryCardsSkeleton({
  label,
  count,
  className,
}: {
  label: string;
  count: number;
  className: string;
}) {
  return (
    <SkeletonBlocks
      label={label}
      count={count}
      className={`grid gap-3 ${className}`}
      blockClassName="h-[4.625rem] rounded-xl sm:h-[5.625rem]"
    />
  );
}
