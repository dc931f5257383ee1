/** Shared look of text fields and their labels (class names, like button.ts). */
export const LABEL_CLASS = 'block text-sm font-medium text-slate-800';

export const FIELD_CLASS =
  'mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm ' +
  'text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 ' +
  'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600/30 disabled:bg-slate-100';

export const CHECKBOX_CLASS =
  'mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
