import { resolveImageUrl } from '@rules/image-url';
import { formatUsd } from '@rules/money';
import type { CatalogueProduct } from '@rules/product';
import { buttonClass } from '../components/button';
import { productPath } from '../lib/paths';
import { SITE_NAME } from '../lib/site-meta';

/**
 * The home page's first view as plain markup, painted by the inline first-view script before
 * React and the app's code arrive: the layout's header (signed out), the hero, the toolbar of the
 * default view and either the grid's skeleton or the first cards. It copies the classes of
 * Header, CataloguePage, CatalogueToolbar, ProductGridSkeleton and ProductCard so that the swap
 * to React's page (app/first-view.ts) changes nothing on screen; keep them in step (the
 * catalogue browser test compares the first card's image box before and after the swap).
 * No React here: this module is bundled into index.html.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ICON_ATTRS =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';
const icon = (className: string, body: string) =>
  `<svg ${ICON_ATTRS} class="${className}">${body}</svg>`;
const CART =
  '<path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18"></path><path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25"></path><circle cx="18" cy="20" r="2"></circle><circle cx="8" cy="20" r="2"></circle>';
const STAR =
  '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"></path>';
const CHEVRON = icon(
  'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500',
  '<path d="m6 9 6 6 6-6"></path>',
);
const LOGO =
  '<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" class="size-8 shrink-0"><rect width="32" height="32" rx="8" fill="#4f46e5"></rect><g fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"><path d="M11 16h10M16 11V9m0 14v-2"></path></g><g fill="#fff"><circle cx="8" cy="16" r="3.5"></circle><circle cx="24" cy="16" r="3.5"></circle><circle cx="16" cy="7" r="2.5"></circle><circle cx="16" cy="25" r="2.5"></circle></g></svg>';

function header(): string {
  return (
    '<header class="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 print:hidden">' +
    '<div class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">' +
    `<a href="/" class="flex items-center gap-2.5 rounded-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">${LOGO}<span class="text-base sm:text-lg">${SITE_NAME}</span></a>` +
    '<nav aria-label="Main" class="hidden items-center gap-2 md:flex">' +
    `<a href="/faq" class="${buttonClass('ghost')}">FAQ</a>` +
    `<div class="relative"><a href="/cart" class="${buttonClass('ghost', 'icon', 'relative')}" aria-label="Cart">${icon('size-5', CART)}</a></div>` +
    `<button type="button" class="${buttonClass('primary')}">Sign In</button></nav>` +
    '<div class="flex items-center gap-1 md:hidden">' +
    `<a href="/cart" class="${buttonClass('ghost', 'icon', 'relative')}" aria-label="Cart">${icon('size-6', CART)}</a>` +
    `<button type="button" class="${buttonClass('ghost', 'icon')}" aria-label="Open menu">${icon('size-6', '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>')}</button>` +
    '</div></div></header>'
  );
}

const FIELD =
  'h-11 w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600/30';
const select = (label: string, shown: string) =>
  `<div class="relative sm:w-48"><select aria-label="${label}" class="${FIELD} appearance-none pr-9 pl-3"><option value="">${escapeHtml(shown)}</option></select>${CHEVRON}</div>`;
const price = (label: string) =>
  `<div class="relative sm:w-32"><span class="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">$</span><input inputmode="decimal" min="0" step="any" aria-label="${label}" placeholder="${label}" class="${FIELD} pr-3 pl-7" type="number"></div>`;

/** CatalogueToolbar with the default view (its menus show only their first choice). */
function toolbar(): string {
  return (
    '<div role="search" class="flex flex-col gap-3"><div class="flex flex-col gap-3 sm:flex-row">' +
    `<div class="relative flex-1">${icon('pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400', '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>')}<input placeholder="Search products..." aria-label="Search products" class="${FIELD} pr-3 pl-10" type="search"></div>` +
    `<div class="grid grid-cols-2 gap-3 sm:flex">${select('Category', 'All Categories')}${select('Platform', 'All Platforms')}</div></div>` +
    `<div class="grid grid-cols-2 gap-3 sm:flex sm:items-center">${select('Works with', 'Works with any app')}${select('Sort by', 'Featured & newest')}${price('Min price')}${price('Max price')}</div></div>`
  );
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ';
const PULSE = 'animate-pulse motion-reduce:animate-none';

function skeleton(): string {
  const card =
    '<li class="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">' +
    `<div class="aspect-[4/3] ${PULSE} bg-slate-200"></div><div class="space-y-3 p-4">` +
    `<div class="flex gap-2"><div class="h-5 w-14 ${PULSE} rounded-full bg-slate-200"></div><div class="h-5 w-20 ${PULSE} rounded-full bg-slate-200"></div></div>` +
    `<div class="h-5 w-3/4 ${PULSE} rounded bg-slate-200"></div><div class="h-4 w-full ${PULSE} rounded bg-slate-100"></div><div class="h-4 w-2/3 ${PULSE} rounded bg-slate-100"></div>` +
    `<div class="flex items-center justify-between pt-2"><div class="h-6 w-16 ${PULSE} rounded bg-slate-200"></div><div class="h-9 w-28 ${PULSE} rounded-lg bg-slate-200"></div></div></div></li>`;
  return `<div role="status"><span class="sr-only">Loading products...</span><ul aria-hidden="true" class="${GRID}">${card.repeat(8)}</ul></div>`;
}

const TONES: Record<string, string> = {
  Make: 'bg-violet-50 text-violet-700 ring-violet-200',
  n8n: 'bg-rose-50 text-rose-700 ring-rose-200',
  Zapier: 'bg-orange-50 text-orange-800 ring-orange-200',
};
const badge = (tone: string, content: string) =>
  `<span class="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}">${content}</span>`;

/** CardAppIcons. */
function appsMarkup(apps: CatalogueProduct['apps']): string {
  if (!apps) return '';
  const more = apps.total - apps.first.length;
  const items = apps.first.map(
    (app) =>
      `<li title="${escapeHtml(app.name)}" class="flex">` +
      (app.icon
        ? `<img src="/app-icons/${escapeHtml(app.icon)}" alt="" width="20" height="20" loading="lazy" decoding="async" class="size-5 object-contain">`
        : `<span aria-hidden="true" class="inline-flex size-5 items-center justify-center rounded bg-slate-200 text-[0.65rem] font-semibold text-slate-700">${escapeHtml(app.name.charAt(0).toUpperCase())}</span>`) +
      `<span class="sr-only">${escapeHtml(app.name)}</span></li>`,
  );
  if (more > 0) {
    items.push(
      `<li class="text-xs font-medium text-slate-600">+${more}<span class="sr-only"> more ${more === 1 ? 'app' : 'apps'}</span></li>`,
    );
  }
  return `<ul aria-label="Apps" class="mt-3 flex items-center gap-1.5">${items.join('')}</ul>`;
}

/** The cards in the first row load eagerly, the first with high priority (as ProductCard). */
const EAGER_CARDS = 4;

/** ProductCard as a signed-out shopper sees it. */
export function cardMarkup(product: CatalogueProduct, index: number): string {
  const href = escapeHtml(productPath(product.id));
  const name = escapeHtml(product.name);
  const image = escapeHtml(resolveImageUrl(product.image_url, 'card'));
  const badges =
    badge(
      TONES[product.platform] ?? 'bg-indigo-50 text-indigo-700 ring-indigo-200',
      escapeHtml(product.platform),
    ) +
    (product.category
      ? badge('bg-slate-100 text-slate-700 ring-slate-200', escapeHtml(product.category))
      : '') +
    (product.featured
      ? badge(
          'bg-amber-50 text-amber-800 ring-amber-300',
          `${icon('size-3 fill-current', STAR)}Featured`,
        )
      : '');
  const action = product.coming_soon
    ? `<button type="button" class="${buttonClass('secondary', 'sm')}">Notify Me</button>`
    : `<button type="button" class="${buttonClass('primary', 'sm')}">${icon('size-4', CART)}Add to Cart</button>`;
  return (
    '<li><article class="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">' +
    `<a tabindex="-1" aria-hidden="true" class="block overflow-hidden bg-slate-100" href="${href}">` +
    `<img width="400" height="300" loading="${index < EAGER_CARDS ? 'eager' : 'lazy'}"${index === 0 ? ' fetchpriority="high"' : ''} decoding="async" class="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100" alt="${name}" src="${image}"></a>` +
    `<div class="flex flex-1 flex-col p-4"><span class="flex flex-wrap gap-1.5">${badges}</span>` +
    `<h3 class="mt-3 text-base leading-snug font-semibold text-slate-900"><a class="rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" href="${href}">${name}</a></h3>` +
    (product.short_description
      ? `<p class="mt-2 line-clamp-3 text-sm text-slate-600">${escapeHtml(product.short_description)}</p>`
      : '') +
    appsMarkup(product.apps) +
    `<div class="mt-auto flex items-center justify-between gap-3 pt-4"><p class="text-lg font-semibold text-slate-900">${escapeHtml(formatUsd(product.price))}</p>${action}</div></div></article></li>`
  );
}

/** The grid's place: the skeleton while the list loads, then the first row of cards. */
export function gridMarkup(products: CatalogueProduct[] | null, count: string): string {
  const grid = products
    ? `<ul class="${GRID}">${products.map(cardMarkup).join('')}</ul>`
    : skeleton();
  return `<p class="mt-4 min-h-5 text-sm text-slate-600">${escapeHtml(count)}</p><div class="mt-4">${grid}</div>`;
}

/** The page around the grid; `grid` is gridMarkup's. */
export function homeMarkup(grid: string): string {
  return (
    // Not a <main>: the page's landmark (and #main, the skip link's target) is React's.
    `<div class="flex min-h-screen flex-col">${header()}<div class="flex-1">` +
    '<div class="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"><div class="max-w-2xl">' +
    `<h1 class="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${SITE_NAME}</h1>` +
    '<p class="mt-3 text-base text-slate-600 sm:text-lg">Ready-made automation templates for Make, n8n and Zapier. Buy once, build it yourself, and get every future update.</p></div>' +
    `<section aria-label="Products" class="mt-8">${toolbar()}<div data-first-view-grid>${grid}</div></section></div></div></div>`
  );
}
