/** Shared class names of the account page (like components/button.ts). */
export const TAB_LIST_CLASS = 'inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1';

export const TAB_CLASS =
  'h-9 rounded-md px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export const CARD_CLASS = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export const CARD_TITLE_CLASS = 'text-lg font-semibold text-slate-900';
