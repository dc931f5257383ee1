/** Makes text safe inside HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Simple markup every mail client renders: paragraphs of escaped text in one column. */
export function simpleHtml(paragraphs: readonly string[]): string {
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:560px">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    '</div>',
  ].join('');
}

export const SHOP_NAME = 'Automation Marketplace';
