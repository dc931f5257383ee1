import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createVersionBody } from '@contracts/manage/products';
import { buttonClass } from '../../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/form';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../api';
import { useDetailSaved } from '../detail-cache';

export const NEW_DRAFT_SECTION_ID = 'new-draft-version';

/**
 * A new draft version (number, release date, changelog). It sits below the files: a product
 * is set up once, while publishing and the shop toggles above are what a seller comes back for.
 */
export function NewDraftVersion({ productId }: { productId: string }) {
  const saved = useDetailSaved(productId);
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
      saved(next, 'Draft version created');
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
    <section
      id={NEW_DRAFT_SECTION_ID}
      aria-labelledby="new-draft-heading"
      className="scroll-mt-4 rounded-xl border border-slate-200 p-4"
    >
      <h3 id="new-draft-heading" className="font-semibold text-slate-900">
        New draft version
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
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
    </section>
  );
}
