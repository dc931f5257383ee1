import { ALL_CATEGORIES, ALL_PLATFORMS, type CatalogueFilter } from '@rules/catalogue-filter';
import { ChevronDownIcon, SearchIcon } from '../../../components/icons-shell';

interface CatalogueToolbarProps {
  filter: CatalogueFilter;
  categories: readonly string[];
  platforms: readonly string[];
  onChange: (change: Partial<CatalogueFilter>) => void;
}

const FIELD =
  'h-11 w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 ' +
  'focus:outline-indigo-600/30';

export function CatalogueToolbar({
  filter,
  categories,
  platforms,
  onChange,
}: CatalogueToolbarProps) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={filter.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Search products..."
          aria-label="Search products"
          className={`${FIELD} pr-3 pl-10`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label="Category"
          value={filter.category}
          allValue={ALL_CATEGORIES}
          allLabel="All Categories"
          options={categories}
          onChange={(category) => onChange({ category })}
        />
        <FilterSelect
          label="Platform"
          value={filter.platform}
          allValue={ALL_PLATFORMS}
          allLabel="All Platforms"
          options={platforms}
          onChange={(platform) => onChange({ platform })}
        />
      </div>
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  allValue: string;
  allLabel: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

/** Native <select> on purpose: best keyboard and mobile support, and tests can selectOption. */
function FilterSelect({ label, value, allValue, allLabel, options, onChange }: FilterSelectProps) {
  // A value from an old link may no longer exist; keep it selectable so the UI matches the URL.
  const shown = value === allValue || options.includes(value) ? options : [...options, value];
  return (
    <div className="relative sm:w-48">
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD} appearance-none pr-9 pl-3`}
      >
        <option value={allValue}>{allLabel}</option>
        {shown.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
