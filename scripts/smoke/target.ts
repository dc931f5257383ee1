import type { CatalogueProduct } from '../../lambdas/rules/product';

/** What the smoke run checks: one deployed (or local) site, and the test user it signs in as. */
export interface SmokeTarget {
  /** The site's root: CloudFront's domain on AWS, the web server locally. /api is under it. */
  site: URL;
  email: string;
  /** Never printed. */
  password: string;
  /** A loopback host: the local web server, which adds no security headers (see site-checks). */
  local: boolean;
}

/** /config.json as the SPA reads it (web/src/lib/runtime-config-parse.ts). */
export interface SiteConfig {
  region: string;
  userPoolClientId: string;
  /** cognito-local's address; absent on AWS. */
  userPoolEndpoint?: string;
}

/** What earlier checks found and later ones use. */
export interface SmokeState {
  config?: SiteConfig;
  products?: CatalogueProduct[];
  /** Never printed. */
  accessToken?: string;
  ownedProductIds?: string[];
}

export interface SmokeCheck {
  name: string;
  /** Resolves with the line's detail; throws CheckFailure or NotApplicable. */
  run: (target: SmokeTarget, state: SmokeState) => Promise<string>;
}

export function urlOf(target: SmokeTarget, path: string): URL {
  return new URL(path, target.site);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}
