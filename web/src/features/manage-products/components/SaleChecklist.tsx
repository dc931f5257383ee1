import { Link } from 'react-router-dom';
import { saleChecklist, type SaleStep } from '@rules/sale-checklist';
import { buttonClass } from '../../../components/button';
import { CheckCircleIcon, XCircleIcon } from '../../../components/icons';
import type { Detail } from '../api';
import type { FlagMutation } from '../flag-mutation';
import { managePaths, type Area } from '../paths';

const LABELS: Record<SaleStep, string> = {
  cover_image: 'Cover image',
  published_file: 'A published version with a file',
  price: 'A price above $0',
  available: 'Available for purchase',
};

/**
 * "Published" does not mean "in the shop": this names each step still missing, from the same
 * rule the shop applies (lambdas/rules/sale-checklist.ts), with the way to fix it beside it.
 */
export function SaleChecklist({
  detail,
  area,
  flags,
}: {
  detail: Detail;
  area: Area;
  flags: FlagMutation;
}) {
  const { product } = detail;
  const list = saleChecklist(product, detail.versions, detail.files);
  const edit = managePaths.edit(area, product.id);
  const fix: Record<SaleStep, React.ReactNode> = {
    cover_image: <FixLink to={edit}>Add a cover image</FixLink>,
    published_file: (
      <a href="#publishing" className={buttonClass('secondary', 'sm')}>
        Upload a file and publish
      </a>
    ),
    price: <FixLink to={edit}>Set a price</FixLink>,
    available: product.active ? (
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={flags.isPending || !product.has_published_version}
        onClick={() => flags.mutate({ available_for_purchase: true })}
      >
        Make available
      </button>
    ) : (
      <FixLink to={edit}>Show it in the shop</FixLink>
    ),
  };
  return (
    <section
      aria-labelledby="sale-checklist-heading"
      data-testid="sale-checklist"
      className="rounded-xl border border-slate-200 p-4"
    >
      <h3 id="sale-checklist-heading" className="text-sm font-semibold text-slate-900">
        {list.onSale ? 'On sale in the shop' : 'To go on sale'}
      </h3>
      <ul className="mt-2 grid gap-1.5">
        {list.items.map((item) => (
          <li
            key={item.step}
            data-step={item.step}
            data-done={item.done}
            className="flex flex-wrap items-center gap-2 text-sm"
          >
            {item.done ? (
              <CheckCircleIcon className="size-4 text-green-700" aria-hidden />
            ) : (
              <XCircleIcon className="size-4 text-slate-400" aria-hidden />
            )}
            <span className={item.done ? 'text-slate-800' : 'text-slate-600'}>
              {LABELS[item.step]}
              <span className="sr-only">{item.done ? ': done' : ': missing'}</span>
            </span>
            {!item.done && fix[item.step]}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FixLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={buttonClass('secondary', 'sm')}>
      {children}
    </Link>
  );
}
