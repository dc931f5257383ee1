import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { LoadError } from '../../components/LoadError';
import { callApi } from '../../lib/api-client';
import { formatLongDate } from '../../lib/format-date';
import { PageMeta } from '../../components/PageMeta';
import { ConfirmButton } from '../backoffice/ConfirmButton';
import { queryKeys } from '../../lib/query-keys';

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-2 text-sm text-slate-800 align-top';

/** /admin/products/versions: every draft version of the shop, with Publish, so none waits unseen. */
export function DraftVersionsPage() {
  const queryClient = useQueryClient();
  const drafts = useQuery({
    queryKey: queryKeys.backOffice.drafts,
    queryFn: ({ signal }) => callApi('GET /api/manage/versions/drafts', { signal }),
  });
  const publish = async (productId: string, versionId: string, revision: number) => {
    // The product's own publish route: one transaction, and buyers get one update e-mail.
    await callApi('POST /api/manage/products/{id}/versions/{versionId}/publish', {
      params: { id: productId, versionId },
      body: { revision },
    });
    await queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.drafts });
    void queryClient.invalidateQueries({ queryKey: queryKeys.manageProducts.all });
  };
  return (
    <section aria-labelledby="drafts-heading" className="flex flex-col gap-4">
      <PageMeta title="Draft versions" noIndex />
      <h2 id="drafts-heading" className="text-xl font-semibold text-slate-900">
        Draft versions
      </h2>
      <p className="text-sm text-slate-600">
        Every unpublished version in the shop, newest first. Publishing makes it the latest version
        and e-mails the product&apos;s buyers once.
      </p>
      {drafts.isPending && <Spinner label="Loading draft versions" />}
      {drafts.isError && (
        <LoadError
          message="The draft versions could not be loaded."
          onRetry={() => void drafts.refetch()}
        />
      )}
      {drafts.data && drafts.data.drafts.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No draft versions: everything is published.
        </p>
      )}
      {drafts.data && drafts.data.drafts.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[36rem]" data-testid="draft-versions">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  Product
                </th>
                <th scope="col" className={TH}>
                  Version
                </th>
                <th scope="col" className={TH}>
                  Release date
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {drafts.data.drafts.map((draft) => (
                <tr key={draft.version_id}>
                  <th scope="row" className={`${TD} text-left font-normal`}>
                    <Link
                      to={`/admin/products/${encodeURIComponent(draft.product_id)}`}
                      className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {draft.product_name}
                    </Link>
                    {draft.changelog && (
                      <span className="mt-1 block text-xs whitespace-pre-line text-slate-500">
                        {draft.changelog.slice(0, 200)}
                      </span>
                    )}
                  </th>
                  <td className={TD}>{draft.version_number}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {formatLongDate(draft.release_date) ?? draft.release_date}
                  </td>
                  <td className={`${TD} text-right`}>
                    <ConfirmButton
                      label="Publish"
                      accessibleName={`Publish ${draft.product_name} ${draft.version_number}`}
                      variant="primary"
                      title="Publish version"
                      description={`Publish ${draft.product_name} ${draft.version_number}? It becomes the latest version and buyers are e-mailed once.`}
                      success={`${draft.product_name} ${draft.version_number} published`}
                      onConfirm={() => publish(draft.product_id, draft.version_id, draft.revision)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
