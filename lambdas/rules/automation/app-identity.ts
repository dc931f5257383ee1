/**
 * One app whatever the platform: the n8n node `n8n-nodes-base.slack`, the Make slug `slack` and
 * the Zapier id `SlackAPI` are all "Slack" to a shopper, so the catalogue's "Works with" facet
 * and search's app filter key an app by its display name, not by the platform's own id (which
 * the manifest keeps in `key` for the diagram and the steps).
 */
import type { ManifestApp } from './manifest';

/** 'Google Sheets' -> 'google-sheets'; 'monday.com' -> 'monday-com'. */
export function appFacetValue(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A file's or a version's apps as shoppers filter by them: each app once (by its facet value),
 * in order, with the first icon any platform gave it.
 */
export function shopperApps(apps: Iterable<ManifestApp>): ManifestApp[] {
  const byValue = new Map<string, ManifestApp>();
  for (const app of apps) {
    const key = appFacetValue(app.name) || app.key;
    const seen = byValue.get(key);
    if (!seen) byValue.set(key, { key, name: app.name, icon: app.icon });
    else if (!seen.icon && app.icon) seen.icon = app.icon;
  }
  return [...byValue.values()];
}
