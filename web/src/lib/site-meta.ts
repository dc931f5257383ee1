export const SITE_NAME = 'Automation Marketplace';
export const DEFAULT_DESCRIPTION =
  'Ready-made automation templates for Make, n8n and Zapier. One-time purchase, lifetime updates.';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
