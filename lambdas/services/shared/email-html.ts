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

/**
 * A link drawn as a button, with inline styles only: mail clients drop style sheets and may
 * block images, so it stays a readable, clickable link either way. `href` is escaped here.
 */
export function buttonLink(href: string, label: string): string {
  return (
    `<a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;` +
    'padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">' +
    `${escapeHtml(label)}</a>`
  );
}

export const SHOP_NAME = 'Automation Marketplace';
