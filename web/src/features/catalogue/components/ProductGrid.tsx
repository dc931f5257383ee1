import type { HTMLAttributes } from 'react';

/** Spec: 1, 2, 3 or 4 columns by width. Shared by the grid and its loading skeleton. */
export function ProductGrid({ className = '', ...props }: HTMLAttributes<HTMLUListElement>) {
  return (
    <ul
      className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${className}`}
      {...props}
    />
  );
}
