import type { CatalogueFacets, CatalogueSort } from '@rules/catalogue-browse';
import { ChevronDownIcon, SearchIcon } from '../../../components/icons-shell';
import type { CatalogueView } from '../catalogue-view';
import { FIELD } from './field-class';
import { PriceField } from './PriceField';

interface CatalogueToolbarProps {
  view: CatalogueView;
  facets: CatalogueFacets | undefined;
  onChange: (change: Partial<CatalogueView>) => void;
}

const SORT_LABELS: Record<CatalogueSort, string> = {
  newest: 'Featured & newest',
  popular: 'Most popular',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Highest rated',
};

const withCount = (name: string, count: number) => `${name} (${count})`;

export function CatalogueToolbar({ view, facets, onChange }: CatalogueToolbarProps) {
  return (
    <div role="search" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={view.q}
            onChange={(event) => onChange({ q: event.target.value })}
            placeholder="Search products..."
            aria-label="Search products"
            className={`${FIELD} pr-3 pl-10`}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <FilterSelect
            label="Category"
            value={view.category}
            allLabel="All Categories"
            options={(facets?.categories ?? []).map((facet) => ({
              value: facet.value,
              label: withCount(facet.value, facet.count),
            }))}
            onChange={(category) => onChange({ category })}
          />
          <FilterSelect
            label="Platform"
            value={view.platform}
            allLabel="All Platforms"
            options={(facets?.platforms ?? []).map((facet) => ({
              value: facet.value,
              label: withCount(facet.value, facet.count),
            }))}
            onChange={(platform) => onChange({ platform })}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center">
        <FilterSelect
          label="Works with"
          value={view.app}
          allLabel="Works with any app"
          options={(facets?.apps ?? []).map((facet) => ({
            value: facet.value,
            label: withCount(facet.name, facet.count),
          }))}
          onChange={(app) => onChange({ app })}
        />
        <FilterSelect
          label="Sort by"
          value={view.sort === 'newest' ? '' : view.sort}
          allLabel={SORT_LABELS.newest}
          options={(['popular', 'rating', 'price_asc', 'price_desc'] as const).map((sort) => ({
            value: sort,
            label: SORT_LABELS[sort],
          }))}
          onChange={(sort) => onChange({ sort: (sort || 'newest') as CatalogueSort })}
        />
        <PriceField
          label="Min price"
          value={view.min_price}
          onCommit={(min_price) => onChange({ min_price })}
        />
        <PriceField
          label="Max price"
          value={view.max_price}
          onCommit={(max_price) => onChange({ max_price })}
        />
      </div>
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Native <select> on purpose: best keyboard and mobile support, and tests can selectOption. */
function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  // A value from an old link may no longer exist; keep it selectable so the UI matches the URL.
  const shown =
    value === '' || options.some((option) => option.value === value)
      ? options
      : [...options, { value, label: value }];
  return (
    <div className="relative sm:w-48">
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD} appearance-none pr-9 pl-3`}
      >
        <option value="">{allLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
