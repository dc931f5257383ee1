import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ManagedVersion } from '@contracts/manage/products';
import { Badge } from '../../../components/Badge';
import { buttonClass } from '../../../components/button';
import { callApi } from '../../../lib/api-client';
import { errorText, type Detail } from '../api';
import { useDetailSaved } from '../detail-cache';
import { NEW_DRAFT_SECTION_ID } from './NewDraftVersion';

/** Versions: publish a draft (buyers get one e-mail), choose the latest. */
export function VersionsPanel({ detail }: { detail: Detail }) {
  const productId = detail.product.id;
  const saved = useDetailSaved(productId);
  const action = useMutation({
    mutationFn: ({ version, kind }: { version: ManagedVersion; kind: 'publish' | 'latest' }) =>
      callApi(
        kind === 'publish'
          ? 'POST /api/manage/products/{id}/versions/{versionId}/publish'
          : 'POST /api/manage/products/{id}/versions/{versionId}/latest',
        { params: { id: productId, versionId: version.id }, body: { revision: version.revision } },
      ),
    onSuccess: (next, { kind, version }) =>
      saved(
        next,
        kind === 'publish' ? `Version ${version.version_number} published` : 'Latest version set',
      ),
    onError: (error) =>
      toast.error('Error', { description: errorText(error, 'Failed to load product versions') }),
  });
  return (
    <section aria-labelledby="versions-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="versions-heading" className="font-semibold text-slate-900">
        Versions
      </h3>
      {detail.versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No versions yet:{' '}
          <a href={`#${NEW_DRAFT_SECTION_ID}`} className="font-medium text-indigo-700 underline">
            create a draft
          </a>{' '}
          to start.
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200" data-testid="versions">
          {detail.versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
              <span className="font-medium text-slate-900">{version.version_number}</span>
              <span className="text-sm text-slate-600">{version.release_date.slice(0, 10)}</span>
              <Badge tone={version.is_published ? 'indigo' : 'neutral'}>
                {version.is_published ? 'Published' : 'Draft'}
              </Badge>
              {version.is_latest && <Badge tone="amber">Latest</Badge>}
              <span className="ml-auto flex gap-2">
                {!version.is_published && (
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    disabled={action.isPending}
                    onClick={() => action.mutate({ version, kind: 'publish' })}
                  >
                    Publish {version.version_number}
                  </button>
                )}
                {version.is_published && !version.is_latest && (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={action.isPending}
                    onClick={() => action.mutate({ version, kind: 'latest' })}
                  >
                    Set as latest
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
