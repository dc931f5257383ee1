import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { createVersionBody, type ManagedVersion } from '@contracts/manage/products';
import { Badge } from '../../../components/Badge';
import { buttonClass } from '../../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/form';
import { callApi } from '../../../lib/api-client';
import { errorText, type Detail } from '../api';
import { queryKeys } from '../../../lib/query-keys';

/** Versions: drafts, publish (buyers get one e-mail), choose the latest. */
export function VersionsPanel({ detail }: { detail: Detail }) {
  const productId = detail.product.id;
  const queryClient = useQueryClient();
  const done = (next: Detail, message: string) => {
    queryClient.setQueryData(queryKeys.manageProducts.detail(productId), next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.manageProducts.all, exact: false });
    toast.success(message);
  };
  const fail = (error: unknown) =>
    toast.error('Error', { description: errorText(error, 'Failed to load product versions') });
  const action = useMutation({
    mutationFn: ({ version, kind }: { version: ManagedVersion; kind: 'publish' | 'latest' }) =>
      callApi(
        kind === 'publish'
          ? 'POST /api/manage/products/{id}/versions/{versionId}/publish'
          : 'POST /api/manage/products/{id}/versions/{versionId}/latest',
        { params: { id: productId, versionId: version.id }, body: { revision: version.revision } },
      ),
    onSuccess: (next, { kind, version }) =>
      done(
        next,
        kind === 'publish' ? `Version ${version.version_number} published` : 'Latest version set',
      ),
    onError: fail,
  });
  return (
    <section aria-labelledby="versions-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="versions-heading" className="font-semibold text-slate-900">
        Versions
      </h3>
      {detail.versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No versions yet: create a draft to start.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="versions">
          {detail.versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center gap-3 py-3">
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
      <NewDraftForm productId={productId} onDone={(next) => done(next, 'Draft version created')} />
    </section>
  );
}

function NewDraftForm({
  productId,
  onDone,
}: {
  productId: string;
  onDone: (next: Detail) => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [fields, setFields] = useState({ version_number: '', release_date: today, changelog: '' });
  const [problem, setProblem] = useState('');
  const create = useMutation({
    mutationFn: () =>
      callApi('POST /api/manage/products/{id}/versions', {
        params: { id: productId },
        body: fields,
      }),
    onSuccess: (next) => {
      setFields({ version_number: '', release_date: today, changelog: '' });
      onDone(next);
    },
    onError: (error) => setProblem(errorText(error, 'Failed to create the version')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createVersionBody.safeParse(fields);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Invalid version');
    setProblem('');
    create.mutate();
  };
  const field = (key: 'version_number' | 'release_date', label: string, type = 'text') => (
    <label className="block">
      <span className={LABEL_CLASS}>{label}</span>
      <input
        type={type}
        className={FIELD_CLASS}
        value={fields[key]}
        onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm font-semibold text-slate-900">New draft version</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('version_number', 'Version number')}
        {field('release_date', 'Release date', 'date')}
      </div>
      <label className="block">
        <span className={LABEL_CLASS}>Changelog</span>
        <textarea
          rows={3}
          className={`${FIELD_CLASS} h-auto py-2`}
          value={fields.changelog}
          onChange={(event) => setFields({ ...fields, changelog: event.target.value })}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('secondary', 'sm', 'w-fit')}
        disabled={create.isPending}
      >
        Create draft
      </button>
    </form>
  );
}
