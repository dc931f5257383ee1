import type { ManagedProduct } from '@contracts/manage/products';
import { BUNDLE_MIN_PRODUCTS, isBundleable } from '@rules/bundles';
import { formatCents, formatUsd } from '@rules/money';
import { CHECKBOX_CLASS, LABEL_CLASS } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { SkeletonBlocks } from '../../components/Skeleton';
import type { BundleFigures } from './bundle-form';
import { savingPercent } from './bundle-form';

interface ChoicesProps {
  /** The caller's products; undefined while loading. */
  products: readonly ManagedProduct[] | undefined;
  failed: boolean;
  onRetry: () => void;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  ids: { legend: string; help: string; error: string };
  error: string | undefined;
}

/**
 * The products of the bundle: the caller's products listed for sale, each with its price,
 * ticked in the list's order. A product already in the bundle that is no longer for sale stays
 * shown (ticked) with why, so the seller can take it out; the server refuses to save it.
 */
export function BundleProductChoices(props: ChoicesProps) {
  const { products, chosen, onChange, ids, error } = props;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  let list;
  if (props.failed) {
    list = <LoadError message="Your products could not be loaded." onRetry={props.onRetry} />;
  } else if (!products) {
    list = <SkeletonBlocks label="Loading products..." count={3} blockClassName="h-8 w-full" />;
  } else {
    const offered = products.filter((p) => isBundleable(p) || chosen.includes(p.id));
    list =
      offered.length === 0 ? (
        <p className="text-sm text-slate-700">
          You have no products listed for sale yet: a bundle is made of those.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {offered.map((product) => (
            <li key={product.id}>
              <label className="flex items-start gap-3 p-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className={CHECKBOX_CLASS}
                  checked={chosen.includes(product.id)}
                  onChange={(event) => toggle(product.id, event.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  {product.name}
                  {!isBundleable(product) && (
                    <span className="block text-xs text-amber-800">
                      No longer for sale: untick it to save the bundle.
                    </span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums">{formatUsd(product.price)}</span>
              </label>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <fieldset
      aria-describedby={[ids.help, error && ids.error].filter(Boolean).join(' ')}
      aria-invalid={Boolean(error)}
    >
      <legend id={ids.legend} className={LABEL_CLASS}>
        Products
      </legend>
      <p id={ids.help} className="mt-1 mb-2 text-xs text-slate-600">
        Tick at least {BUNDLE_MIN_PRODUCTS} of your products listed for sale.
      </p>
      {list}
      {error && (
        <p id={ids.error} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The figures beside the prices, as the seller types: value, price, saving, an owner's price. */
export function BundleFigureList({ figures, count }: { figures: BundleFigures; count: number }) {
  const { value_cents: value, price_cents: price, saving_cents: saving } = figures;
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800" data-testid="bundle-figures">
      <dl className="grid gap-1">
        <div className="flex justify-between gap-4">
          <dt>
            Value of the {count} {count === 1 ? 'product' : 'products'}
          </dt>
          <dd className="tabular-nums" data-testid="bundle-form-value">
            {formatCents(value)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Bundle price</dt>
          <dd className="tabular-nums">{price === null ? '-' : formatCents(price)}</dd>
        </div>
        <div
          className={`flex justify-between gap-4 font-semibold ${
            saving !== null && saving > 0 ? 'text-emerald-800' : 'text-slate-800'
          }`}
        >
          <dt>Buyers save</dt>
          <dd className="tabular-nums" data-testid="bundle-form-saving" aria-live="polite">
            {saving === null
              ? '-'
              : saving > 0
                ? `${formatCents(saving)} (${savingPercent(saving, value)}%)`
                : 'Nothing: the price is not below the value'}
          </dd>
        </div>
      </dl>
      {figures.owner && (
        <p className="mt-2 text-xs text-slate-600">
          A buyer who already owns {figures.owner.name} pays {formatCents(figures.owner.pays_cents)}
          .
        </p>
      )}
    </div>
  );
}
