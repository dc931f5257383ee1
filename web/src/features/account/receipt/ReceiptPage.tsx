import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError, callApi } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { ReceiptMissing, ReceiptSkeleton, ReceiptView } from './ReceiptView';

function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'There is no receipt for this purchase in your account.';
  }
  return 'The receipt could not be loaded. Check your connection and try again.';
}

/** /myaccount/receipts/{productId}: the signed-in buyer's receipt of one purchase. */
export function AccountReceiptPage() {
  const { id = '' } = useParams();
  const { user, loading } = useAuth();
  const query = useQuery({
    queryKey: ['my-receipt', user?.id, id],
    enabled: !!user && !!id,
    queryFn: ({ signal }) =>
      callApi('GET /api/my/products/{id}/receipt', { params: { id }, signal }),
  });
  let content;
  if (loading || (user && query.isPending)) content = <ReceiptSkeleton />;
  else if (!user) content = <ReceiptMissing message="Sign in to see your receipts." />;
  else if (query.isError) content = <ReceiptMissing message={problemOf(query.error)} />;
  else content = query.data ? <ReceiptView receipt={query.data} /> : <ReceiptSkeleton />;
  return (
    <>
      <PageMeta title="Receipt" />
      {content}
    </>
  );
}

/** /downloads/receipt?session={id}: a guest's receipt, by the same link as their downloads. */
export function GuestReceiptPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session')?.trim() ?? '';
  const query = useQuery({
    queryKey: ['guest-receipt', sessionId],
    enabled: !!sessionId,
    queryFn: ({ signal }) =>
      callApi('POST /api/get-buyer-receipt', { body: { sessionId }, signal }),
  });
  let content;
  if (!sessionId) content = <ReceiptMissing message="This link has no purchase in it." />;
  else if (query.isPending) content = <ReceiptSkeleton />;
  else if (query.isError) content = <ReceiptMissing message={problemOf(query.error)} />;
  else content = <ReceiptView receipt={query.data} />;
  return (
    <>
      <PageMeta title="Receipt" />
      {content}
    </>
  );
}
