import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta';

interface PlaceholderPageProps {
  title: string;
  children: ReactNode;
  noIndex?: boolean;
}

/** Stand-in for pages that later work fills; keeps routes, titles and noindex right meanwhile. */
export function PlaceholderPage({ title, children, noIndex }: PlaceholderPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <PageMeta title={title} noIndex={noIndex} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{children}</p>
    </div>
  );
}
