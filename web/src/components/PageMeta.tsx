import { DEFAULT_DESCRIPTION, pageTitle } from '../lib/site-meta';

export interface PageMetaProps {
  title?: string;
  description?: string;
  /** Terms, privacy and admin or seller product management must stay out of search engines. */
  noIndex?: boolean;
}

// index.html carries the shop's description for readers that run no JavaScript (link previews).
// React adds a page's own <meta> elements rather than reusing these, so they go once the app
// runs: one description per page. React does take over index.html's <title>.
for (const fallback of document.head.querySelectorAll(
  'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
)) {
  fallback.remove();
}

/**
 * The page's title, description (also for social sharing) and robots noindex. React 19 hoists
 * these elements into <head> and removes them when the page unmounts, so the next page is
 * indexable unless it asks otherwise.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const text = description || DEFAULT_DESCRIPTION;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
