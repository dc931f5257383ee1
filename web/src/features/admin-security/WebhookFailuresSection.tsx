import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { WebhookFailureView } from '@contracts/webhook';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/Spinner';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

function useWebhookFailures() {
  return useQuery({
    queryKey: queryKeys.webhookFailures,
    queryFn: ({ signal }) => callApi('GET /api/admin/webhook-failures', { signal }),
  });
}

function useRetryWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      callApi('POST /api/admin/webhook-failures/{eventId}/retry', { params: { eventId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookFailures }),
  });
}

function FailureRow({ failure }: { failure: WebhookFailureView }) {
  const retry = useRetryWebhook();
  const onRetry = () =>
    retry.mutate(failure.event_id, {
      onSuccess: (answer) => {
        if (answer.outcome === 'resolved') toast.success('The order was fulfilled');
        else toast.error(`The retry failed again: ${answer.failure.error}`);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm text-slate-800">
        <p className="font-medium break-all">
          <code>{failure.event_id}</code> ({failure.event_type}, {failure.mode})
        </p>
        <p className="text-slate-600">
          Session {failure.session_ref} · {failure.attempts}{' '}
          {failure.attempts === 1 ? 'attempt' : 'attempts'} · last{' '}
          <time dateTime={failure.last_failed_at}>
            {new Date(failure.last_failed_at).toLocaleString('en-US')}
          </time>
        </p>
        <p className="break-words text-red-700">{failure.error}</p>
      </div>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'shrink-0 self-start')}
        disabled={retry.isPending}
        onClick={onRetry}
        aria-label={`Retry ${failure.event_id}`}
      >
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </button>
    </li>
  );
}

/**
 * Stripe events whose fulfilment failed (recorded by the webhook). Retry runs the same
 * idempotent fulfilment: a paid order is never paid or e-mailed twice.
 */
export function WebhookFailuresSection() {
  const failures = useWebhookFailures();
  return (
    <section aria-labelledby="webhook-failures-heading" className="flex flex-col gap-3">
      <h2 id="webhook-failures-heading" className="text-lg font-semibold text-slate-900">
        Failed payment webhooks
      </h2>
      {failures.isPending && <Spinner label="Loading failed webhooks" />}
      {failures.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failures.error.message}
        </p>
      )}
      {failures.data && failures.data.failures.length === 0 && (
        <p className="text-sm text-slate-600">No failed webhooks.</p>
      )}
      {failures.data && failures.data.failures.length > 0 && (
        <ul className="flex flex-col gap-2">
          {failures.data.failures.map((failure) => (
            <FailureRow key={failure.event_id} failure={failure} />
          ))}
        </ul>
      )}
    </section>
  );
}
