/** The catalogue toolbar's field look: search, selects and price bounds alike. */
export const FIELD =
  'h-11 w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 ' +
  'focus:outline-indigo-600/30';
