import { useEffect } from 'react';

export const SITE_NAME = 'Automation Marketplace';
export const DEFAULT_DESCRIPTION =
  'Ready-made automation templates for Make, n8n and Zapier. One-time purchase, lifetime updates.';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Terms, privacy and admin or seller product management must stay out of search engines. */
  noIndex?: boolean;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title, description (also for social sharing) and robots noindex. */
export function usePageMeta({ title, description, noIndex = false }: PageMeta = {}): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const text = description || DEFAULT_DESCRIPTION;
    document.title = fullTitle;
    upsertMeta('name', 'description', text);
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', text);
    if (!noIndex) return;
    const robots = upsertMeta('name', 'robots', 'noindex');
    // Removed on leave so the next page is indexable unless it asks otherwise.
    return () => robots.remove();
  }, [title, description, noIndex]);
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
  return meta;
}
