import { escapeHtml } from '../../rules/html';

export { escapeHtml };
/** Simple markup every mail client renders: paragraphs of escaped text in one column. */
export function simpleHtml(paragraphs: readonly string[]): string {
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:560px">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    '</div>',
  ].join('');
}

export const SHOP_NAME = 'Automation Marketplace';
