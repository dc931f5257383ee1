import type { HTMLAttributes } from 'react';

/** The grid's columns at Tailwind's sm, lg and xl widths (the class below), widest first. */
const COLUMNS_FROM: [minWidth: number, columns: number][] = [
  [1280, 4],
  [1024, 3],
  [640, 2],
];

/**
 * How many cards the grid's first row holds at this window's width: those are the ones above
 * the fold. A phone shows one; loading the next three eagerly took bandwidth from the first
 * card's image, the page's largest paint.
 */
export function firstRowCards(): number {
  const match = COLUMNS_FROM.find(
    ([minWidth]) => window.matchMedia(`(min-width: ${minWidth}px)`).matches,
  );
  return match ? match[1] : 1;
}

/** Spec: 1, 2, 3 or 4 columns by width. Shared by the grid and its loading skeleton. */
export function ProductGrid({ className = '', ...props }: HTMLAttributes<HTMLUListElement>) {
  return (
    <ul
      className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${className}`}
      {...props}
    />
  );
}
