const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'September 8, 2026'; null for a value that is not a date. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Sep 8, 2026, 2:15 PM' in the viewer's time zone; null for a value that is not a date. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}
