import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftVersionsResponse } from '@contracts/manage/products';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { LoadError } from '../../components/LoadError';
import { callApi } from '../../lib/api-client';
import { formatLongDate } from '../../lib/format-date';
import { PageMeta } from '../../components/PageMeta';
import { ConfirmButton } from '../backoffice/ConfirmButton';
import { queryKeys } from '../../lib/query-keys';
import { DataTable, type DataTableColumn } from '../../components/DataTable';

type Draft = DraftVersionsResponse['drafts'][number];

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
  const columns: DataTableColumn<Draft>[] = [
    {
      header: 'Product',
      cell: (draft) => (
        <>
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
        </>
      ),
    },
    { header: 'Version', cell: (draft) => draft.version_number },
    {
      header: 'Release date',
      cellClassName: 'whitespace-nowrap',
      cell: (draft) => formatLongDate(draft.release_date) ?? draft.release_date,
    },
    {
      header: 'Actions',
      headerHidden: true,
      align: 'right',
      cell: (draft) => (
        <ConfirmButton
          label="Publish"
          accessibleName={`Publish ${draft.product_name} ${draft.version_number}`}
          variant="primary"
          title="Publish version"
          description={`Publish ${draft.product_name} ${draft.version_number}? It becomes the latest version and buyers are e-mailed once.`}
          success={`${draft.product_name} ${draft.version_number} published`}
          onConfirm={() => publish(draft.product_id, draft.version_id, draft.revision)}
        />
      ),
    },
  ];
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
      {drafts.data && (
        <DataTable
          caption="Draft versions"
          columns={columns}
          rows={drafts.data.drafts}
          rowKey={(draft) => draft.version_id}
          empty="No draft versions: everything is published."
          minWidthClassName="min-w-[36rem]"
          testId="draft-versions"
        />
      )}
    </section>
  );
}
