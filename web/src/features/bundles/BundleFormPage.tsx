import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { BUNDLE_MESSAGES, type BundleBody, type SellerBundle } from '@contracts/bundles';
import { buttonClass } from '../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { ProductImage } from '../../components/ProductImage';
import { SkeletonBlocks } from '../../components/Skeleton';
import { ButtonSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { useZodForm } from '../../lib/zod-form';
import type { Area } from '../manage-products/paths';
import {
  bundleFigures,
  bundleForm,
  EMPTY_BUNDLE_FORM,
  fieldOfServerMessage,
  formOfBundle,
  type BundleFormField,
} from './bundle-form';
import { bundleAdminPaths } from './bundle-paths';
import { BundleFigureList, BundleProductChoices } from './BundleProductChoices';
import { useBundleChoices, useSaveBundle, useSellerBundles } from './seller-bundles-api';

/** {area}/bundles/new */
export function NewBundlePage({ area }: { area: Area }) {
  return (
    <>
      <PageMeta title="New bundle" noIndex />
      <BundleForm area={area} />
    </>
  );
}

/** {area}/bundles/{bundleId}/edit: the bundle as the caller's list has it. */
export function EditBundlePage({ area }: { area: Area }) {
  const { bundleId = '' } = useParams();
  const query = useSellerBundles();
  const bundle = query.data?.bundles.find((candidate) => candidate.id === bundleId);
  const meta = <PageMeta title={bundle ? `Edit bundle - ${bundle.name}` : 'Edit bundle'} noIndex />;
  let content;
  if (query.isError) {
    content = (
      <LoadError message="Your bundles could not be loaded." onRetry={() => void query.refetch()} />
    );
  } else if (!query.data) {
    content = <SkeletonBlocks label="Loading..." count={4} blockClassName="h-12 w-full" />;
  } else if (!bundle) {
    content = (
      <div className="py-16 text-center">
        <h2 className="text-2xl font-bold text-slate-900">{BUNDLE_MESSAGES.notFound}</h2>
        <Link to={bundleAdminPaths.list(area)} className={buttonClass('secondary', 'md', 'mt-6')}>
          Back to bundles
        </Link>
      </div>
    );
  } else {
    content = <BundleForm key={bundle.id} area={area} existing={bundle} />;
  }
  return (
    <>
      {meta}
      {content}
    </>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

const TEXTAREA = `${FIELD_CLASS} h-auto py-2`;

function BundleForm({ area, existing }: { area: Area; existing?: SellerBundle }) {
  const navigate = useNavigate();
  const form = useZodForm(bundleForm, {
    defaultValues: existing ? formOfBundle(existing) : EMPTY_BUNDLE_FORM,
  });
  const choices = useBundleChoices();
  const mutation = useSaveBundle(existing);
  const base = useId();
  const idOf = (field: string, part: 'input' | 'help' | 'error') => `${base}-${field}-${part}`;
  const errorOf = (field: BundleFormField): string | undefined => {
    const message = form.formState.errors[field]?.message;
    return typeof message === 'string' && message ? message : undefined;
  };
  /** The field's help and error, beside its label rather than in it, read with the input. */
  const described = (field: BundleFormField, help = false) => ({
    id: idOf(field, 'input'),
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby':
      [help && idOf(field, 'help'), errorOf(field) && idOf(field, 'error')]
        .filter(Boolean)
        .join(' ') || undefined,
  });

  const [productIds, price, floor, cover] = form.watch([
    'product_ids',
    'price_cents',
    'floor_cents',
    'cover_product_id',
  ]);
  const byId = new Map((choices.data ?? []).map((product) => [product.id, product]));
  const chosen = productIds.flatMap((id) => byId.get(id) ?? []);
  const figures = bundleFigures(chosen, price, floor);
  const coverImage = byId.get(cover || (productIds[0] ?? ''))?.image_url;

  const save = (body: BundleBody) =>
    mutation.mutate(body, {
      onSuccess: ({ bundle }) => {
        toast.success(existing ? 'Bundle saved' : 'Bundle created', { description: bundle.name });
        navigate(bundleAdminPaths.list(area));
      },
      onError: (error) => {
        // A refusal about one field shows beside it; anything else above the buttons.
        const message =
          error instanceof ApiError && error.message ? error.message : 'Failed to save the bundle';
        const field =
          error instanceof ApiError && error.status < 500 && fieldOfServerMessage(message);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        else form.setError('root.server', { type: 'server', message });
      },
    });
  const submit = form.handleSubmit((body) => {
    if (!mutation.isPending) save(body);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-3xl gap-5">
      <h2 className="text-xl font-semibold text-slate-900">
        {existing ? `Edit bundle - ${existing.name}` : 'New bundle'}
      </h2>
      <div>
        <label htmlFor={idOf('name', 'input')} className={LABEL_CLASS}>
          Name
        </label>
        <input {...form.register('name')} {...described('name')} className={FIELD_CLASS} />
        <FieldError id={idOf('name', 'error')} text={errorOf('name')} />
      </div>
      <div>
        <label htmlFor={idOf('description', 'input')} className={LABEL_CLASS}>
          Description
        </label>
        <textarea
          rows={4}
          {...form.register('description')}
          {...described('description', true)}
          className={TEXTAREA}
        />
        <p id={idOf('description', 'help')} className="mt-1 text-xs text-slate-600">
          Shown on the bundle&apos;s page: **bold**, *italic*, lines starting with &quot;- &quot;
          for bullets, [text](https://link).
        </p>
        <FieldError id={idOf('description', 'error')} text={errorOf('description')} />
      </div>
      <Controller
        control={form.control}
        name="product_ids"
        render={({ field }) => (
          <BundleProductChoices
            products={choices.data}
            failed={choices.isError}
            onRetry={() => void choices.refetch()}
            chosen={field.value}
            onChange={(next) => {
              field.onChange(next);
              // A cover must be one of the bundle's products: back to the default otherwise.
              if (cover && !next.includes(cover)) form.setValue('cover_product_id', '');
            }}
            ids={{
              legend: idOf('products', 'input'),
              help: idOf('products', 'help'),
              error: idOf('product_ids', 'error'),
            }}
            error={errorOf('product_ids')}
          />
        )}
      />
      <div className="flex items-end gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor={idOf('cover_product_id', 'input')} className={LABEL_CLASS}>
            Cover image
          </label>
          <select
            {...form.register('cover_product_id')}
            {...described('cover_product_id', true)}
            className={FIELD_CLASS}
          >
            <option value="">The first product&apos;s image</option>
            {chosen.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
          <p id={idOf('cover_product_id', 'help')} className="mt-1 text-xs text-slate-600">
            The bundle shows one of its products&apos; cover images.
          </p>
          <FieldError id={idOf('cover_product_id', 'error')} text={errorOf('cover_product_id')} />
        </div>
        {coverImage !== undefined && (
          <ProductImage
            src={coverImage}
            alt=""
            width={96}
            height={72}
            className="mb-6 aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-contain"
          />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={idOf('price_cents', 'input')} className={LABEL_CLASS}>
            Bundle price (USD)
          </label>
          <input
            {...form.register('price_cents')}
            {...described('price_cents', true)}
            inputMode="decimal"
            autoComplete="off"
            className={FIELD_CLASS}
          />
          <p id={idOf('price_cents', 'help')} className="mt-1 text-xs text-slate-600">
            What a buyer pays for all of them.
          </p>
          <FieldError id={idOf('price_cents', 'error')} text={errorOf('price_cents')} />
        </div>
        <div>
          <label htmlFor={idOf('floor_cents', 'input')} className={LABEL_CLASS}>
            Floor price (USD)
          </label>
          <input
            {...form.register('floor_cents')}
            {...described('floor_cents', true)}
            inputMode="decimal"
            autoComplete="off"
            className={FIELD_CLASS}
          />
          <p id={idOf('floor_cents', 'help')} className="mt-1 text-xs text-slate-600">
            A buyer who owns some of the products already pays the bundle price less their prices,
            but never less than this.
          </p>
          <FieldError id={idOf('floor_cents', 'error')} text={errorOf('floor_cents')} />
        </div>
      </div>
      <BundleFigureList figures={figures} count={chosen.length} />
      {form.formState.errors.root?.server?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {form.formState.errors.root.server.message}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
        >
          {mutation.isPending && <ButtonSpinner />}
          {existing ? 'Save changes' : 'Create bundle'}
        </button>
        <Link to={bundleAdminPaths.list(area)} className={buttonClass('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
