import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from './PageMeta';

/**
 * The page an e-mail's one-purpose link opens (unfollow a seller, stop review requests): a
 * heading, the outcome as a status line, an optional action under it and the way back to the
 * shop. Never indexed.
 */
export function EmailLinkPage({
  title,
  status,
  testId,
  action,
}: {
  title: string;
  status: string;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageMeta title={title} noIndex />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p role="status" className="mt-4 text-slate-700" data-testid={testId}>
        {status}
      </p>
      {action}
      <p className="mt-6">
        <Link to="/" className="text-indigo-700 underline underline-offset-2">
          Back to the shop
        </Link>
      </p>
    </div>
  );
}
