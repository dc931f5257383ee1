/** Shared class names of the account page (like components/button.ts). */
// One row that scrolls sideways on a phone: wrapped tabs read as two rows of unrelated buttons.
export const TAB_LIST_CLASS =
  'flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:thin]';

export const TAB_CLASS =
  'h-9 shrink-0 rounded-md px-3 text-sm whitespace-nowrap font-medium text-slate-600 transition-colors hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export const CARD_CLASS = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export const CARD_TITLE_CLASS = 'text-lg font-semibold text-slate-900';
