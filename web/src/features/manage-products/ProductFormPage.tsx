import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { productInputSchema, type ProductInput } from '@contracts/manage/products';
import { buttonClass } from '../../components/button';
import { callApi } from '../../lib/api-client';
import { catalogueQuery } from '../catalogue/catalogue-query';
import { DEFAULT_VIEW } from '../catalogue/catalogue-view';
import { PageMeta } from '../../components/PageMeta';
import { errorText, isStale, useManagedProduct, type Detail } from './api';
import { ImagesPanel } from './components/ImagesPanel';
import { ProductFields, type FieldErrors } from './components/ProductFields';
import { useProductSaving } from './components/product-saves';
import { RelationshipsPanel } from './components/RelationshipsPanel';
import { managePaths, type Area } from './paths';
import { queryKeys } from '../../lib/query-keys';
import { invalidateProductReads } from './shop-reads';
import { ProductDetailSkeleton } from './ManageSkeletons';

const EMPTY: ProductInput = {
  name: '',
  short_description: '',
  description: '',
  price: 0,
  pwyw_minimum: null,
  platform: 'Make',
  category: '',
  prerequisites: '',
  video_youtube_id: '',
  system_shortname: '',
  system_filename: '',
  active: true,
};

function inputOf(detail: Detail): ProductInput {
  const { product } = detail;
  return {
    name: product.name,
    short_description: product.short_description,
    description: product.description,
    price: product.price,
    pwyw_minimum: product.pwyw_minimum ?? null,
    platform: product.platform,
    category: product.category,
    prerequisites: product.prerequisites,
    video_youtube_id: product.video_youtube_id,
    system_shortname: product.system_shortname ?? '',
    system_filename: product.system_filename ?? '',
    active: product.active,
  };
}

/** products/new */
export function NewProductPage({ area }: { area: Area }) {
  return (
    <>
      <PageMeta title="New Product" noIndex />
      <ProductForm area={area} initial={EMPTY} />
    </>
  );
}

/** products/{id}/edit: 'Edit Product - {name}'. */
export function EditProductPage({ area }: { area: Area }) {
  const { id = '' } = useParams();
  const query = useManagedProduct(id);
  const meta = (
    <PageMeta
      title={query.data ? `Edit Product - ${query.data.product.name}` : 'Edit Product'}
      noIndex
    />
  );
  if (query.isPending) {
    return (
      <>
        {meta}
        <ProductDetailSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="py-16 text-center">
        {meta}
        <h2 className="text-2xl font-bold text-slate-900">Product Not Found</h2>
        <p className="mt-2 text-slate-600">The requested product could not be found.</p>
      </div>
    );
  }
  return (
    <>
      {meta}
      <ProductForm area={area} initial={inputOf(query.data)} existing={query.data} />
      {/* Saved on their own, each with the product's revision. */}
      <div className="mt-10 grid max-w-3xl gap-6">
        <ImagesPanel detail={query.data} />
        <RelationshipsPanel detail={query.data} />
      </div>
    </>
  );
}

function ProductForm({
  area,
  initial,
  existing,
}: {
  area: Area;
  initial: ProductInput;
  existing?: Detail;
}) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // An image or related-products save in flight brings a new revision: wait for it.
  const panelSaving = useProductSaving(existing?.product.id ?? '');
  // The shop's facet counts (already cached from browsing) name the categories in use.
  const shop = useInfiniteQuery(catalogueQuery(DEFAULT_VIEW));
  const categories = shop.data?.pages[0]?.facets.categories.map((facet) => facet.value) ?? [];
  const mutation = useMutation({
    mutationFn: (input: ProductInput) =>
      existing
        ? callApi('PUT /api/manage/products/{id}', {
            params: { id: existing.product.id },
            body: { ...input, revision: existing.product.revision },
          })
        : callApi('POST /api/manage/products', { body: input }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.manageProducts.detail(detail.product.id), detail);
      invalidateProductReads(queryClient);
      toast.success(existing ? 'Product updated successfully' : 'Product created');
      navigate(managePaths.manage(area, detail.product.id));
    },
    onError: (error) => {
      toast.error(isStale(error) ? 'Changed by someone else' : 'Error', {
        description: errorText(error, 'Failed to save the product'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = productInputSchema.safeParse(value);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ProductInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl">
      <h2 className="mb-6 text-xl font-semibold text-slate-900">
        {existing ? `Edit Product - ${existing.product.name}` : 'New Product'}
      </h2>
      <ProductFields value={value} errors={errors} onChange={setValue} categories={categories} />
      {isStale(mutation.error) && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {errorText(mutation.error, '')}{' '}
          <button type="button" className="underline" onClick={() => window.location.reload()}>
            Reload
          </button>
        </p>
      )}
      <div className="mt-8 flex gap-3">
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={mutation.isPending || panelSaving}
        >
          {mutation.isPending ? 'Saving...' : existing ? 'Save changes' : 'Create product'}
        </button>
        <Link
          to={existing ? managePaths.manage(area, existing.product.id) : managePaths.list(area)}
          className={buttonClass('secondary')}
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
