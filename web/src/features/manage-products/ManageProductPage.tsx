import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { formatUsd } from '@rules/money';
import { PlatformBadge } from '../../components/Badge';
import { buttonClass } from '../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { ArrowLeftIcon } from '../../components/icons';
import { ProductImage } from '../../components/ProductImage';
import { PageMeta } from '../../components/PageMeta';
import { useAuth } from '../auth/auth-context';
import { ProductSellerPanel } from '../backoffice/ProductSellerPanel';
import { isNotFound, useManagedProduct, type Detail } from './api';
import { FilesTab } from './components/FilesTab';
import { FlagsPanel } from './components/FlagsPanel';
import { InstructionsTab } from './components/InstructionsTab';
import { NewDraftVersion } from './components/NewDraftVersion';
import { SaleChecklist } from './components/SaleChecklist';
import { StatusBadges } from './components/StatusBadges';
import { VersionsPanel } from './components/VersionsPanel';
import { useFlagMutation } from './flag-mutation';
import { managePaths, type Area } from './paths';
import { ProductDetailSkeleton } from './ManageSkeletons';

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** The product management screen: /{admin|seller}/products/{id} and /{area}/product/{id}. */
export function ManageProductPage({ area }: { area: Area }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useManagedProduct(id);
  const { isAdmin } = useAuth();
  const meta = (
    <PageMeta
      title={query.data ? `Manage Product - ${query.data.product.name}` : 'Manage Product'}
      noIndex
    />
  );
  // mode=shop means "edit the product details"; the default, purchased, is this screen.
  if (params.get('mode') === 'shop') return <Navigate to={managePaths.edit(area, id)} replace />;

  const back = (
    <Link to={managePaths.back(area)} className={buttonClass('secondary', 'sm')}>
      <ArrowLeftIcon className="size-4" />
      Back
    </Link>
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
      <div>
        {meta}
        {back}
        <div className="py-16 text-center">
          <h2 className="text-2xl font-bold text-slate-900">
            {isNotFound(query.error) ? 'Product Not Found' : 'Error'}
          </h2>
          <p className="mt-2 text-slate-600">
            {isNotFound(query.error)
              ? 'The requested product could not be found.'
              : 'Failed to connect to server'}
          </p>
        </div>
      </div>
    );
  }
  return (
    <>
      {meta}
      <ManageProduct detail={query.data} area={area} isAdmin={isAdmin} back={back} />
    </>
  );
}

function ManageProduct({
  detail,
  area,
  isAdmin,
  back,
}: {
  detail: Detail;
  area: Area;
  isAdmin: boolean;
  back: React.ReactNode;
}) {
  const { product, versions } = detail;
  const flags = useFlagMutation(detail);
  // The latest published version, else the newest by release date (the list is sorted so).
  const defaultVersion = versions.find((version) => version.is_latest) ?? versions[0];
  const [versionId, setVersionId] = useState(defaultVersion?.id ?? '');
  const selected = versions.some((version) => version.id === versionId)
    ? versionId
    : (defaultVersion?.id ?? '');
  const selectedNumber = versions.find((version) => version.id === selected)?.version_number;
  // Order: what a seller comes back for first (publishing a version and putting the product on
  // sale, side by side on wide screens and within the first phone screen), then the files and
  // instructions of the selected version, then what is done once (a new draft, the seller).
  return (
    <div className="grid gap-4 sm:gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <Link to={managePaths.edit(area, product.id)} className={buttonClass('secondary', 'sm')}>
          Edit product details
        </Link>
      </div>
      <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <ProductImage
          src={product.image_url}
          alt=""
          width={200}
          height={150}
          className="aspect-[4/3] w-24 shrink-0 self-start rounded-lg bg-slate-100 object-contain sm:w-48"
        />
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
            {product.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <PlatformBadge platform={product.platform} />
            {product.category} · {formatUsd(product.price)}
          </p>
          <div className="mt-2 sm:mt-3">
            <StatusBadges product={product} />
          </div>
          {detail.interest_count > 0 && (
            <p className="mt-2 text-sm text-slate-600">
              {detail.interest_count} waiting on the notify-me list
            </p>
          )}
        </div>
      </article>
      <div
        id="publishing"
        className="grid gap-4 sm:gap-6 lg:grid-cols-[2fr_1fr]"
        data-testid="publishing"
      >
        <VersionsPanel detail={detail} />
        <FlagsPanel detail={detail} isAdmin={isAdmin} mutation={flags} />
      </div>
      {/* After the switches it explains, so publishing and going on sale stay on a phone's
          first screen. */}
      <SaleChecklist detail={detail} area={area} flags={flags} />
      <section aria-labelledby="files-heading" className="rounded-xl border border-slate-200 p-4">
        <h3 id="files-heading" className="sr-only">
          Files
        </h3>
        <label className="block max-w-xs">
          <span className={LABEL_CLASS}>Managing files for version:</span>
          <select
            className={FIELD_CLASS}
            value={selected}
            onChange={(event) => setVersionId(event.target.value)}
            disabled={versions.length === 0}
          >
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                {version.version_number}
                {version.is_latest ? ' (latest)' : version.is_published ? '' : ' (draft)'}
              </option>
            ))}
          </select>
        </label>
        <Tabs.Root defaultValue="files" className="mt-4">
          <Tabs.List
            aria-label="Product content"
            className="inline-flex gap-1 rounded-lg bg-slate-100 p-1"
          >
            <Tabs.Trigger value="files" className={TAB}>
              Product Files
            </Tabs.Trigger>
            <Tabs.Trigger value="instructions" className={TAB}>
              Product Instructions
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="files" className="mt-4">
            <FilesTab detail={detail} versionId={selected} versionNumber={selectedNumber} />
          </Tabs.Content>
          <Tabs.Content value="instructions" className="mt-4">
            <InstructionsTab detail={detail} versionId={selected} versionNumber={selectedNumber} />
          </Tabs.Content>
        </Tabs.Root>
      </section>
      <NewDraftVersion productId={product.id} />
      {isAdmin && area === 'admin' && <ProductSellerPanel detail={detail} />}
    </div>
  );
}
