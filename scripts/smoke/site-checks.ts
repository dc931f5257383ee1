/** The site itself: the SPA's files, its client-side routes, its headers and /config.json. */
import { CheckFailure, NotApplicable, expectStatus, jsonOf, send } from './http';
import { securityHeaderProblems } from './security-headers';
import { urlOf, type SiteConfig, type SmokeCheck } from './target';

/** The SPA's mount point, in index.html whatever the build's file names are. */
const ROOT_ELEMENT = /<div id="root"/;

function expectIndexHtml(label: string, text: string): void {
  if (!ROOT_ELEMENT.test(text)) throw new CheckFailure(`${label} is not the SPA's index.html`);
}

const site: SmokeCheck = {
  name: 'site',
  run: async (target) => {
    const index = await send('GET /', urlOf(target, '/'));
    expectStatus('GET /', index, 200);
    expectIndexHtml('GET /', index.text);
    // A deploy that uploaded index.html but not the hashed assets serves a blank page.
    const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(index.text)?.[1];
    if (!entry) throw new CheckFailure('index.html names no entry script');
    const script = await send(`GET ${entry}`, urlOf(target, entry));
    expectStatus(`GET ${entry}`, script, 200);
    return 'index.html and its entry script served';
  },
};

/** Client-side routes: CloudFront's SPA rewrite (the preview server's fallback locally). */
const SPA_PATHS = ['/product/smoke-check', '/myaccount', '/admin/orders'];

const spaRoutes: SmokeCheck = {
  name: 'SPA routes',
  run: async (target) => {
    for (const path of SPA_PATHS) {
      const answer = await send(`GET ${path}`, urlOf(target, path));
      expectStatus(`GET ${path}`, answer, 200);
      expectIndexHtml(`GET ${path}`, answer.text);
    }
    return `${SPA_PATHS.join(', ')} serve index.html`;
  },
};

/**
 * CloudFront's response headers policy on the site and on /api. The local web server (Vite)
 * adds none of them and the local stack has no CloudFront, so on a loopback host these two
 * checks do not apply and say so; every other check runs the same locally and on AWS.
 */
function securityHeaders(name: string, path: string): SmokeCheck {
  return {
    name,
    run: async (target) => {
      if (target.local) {
        throw new NotApplicable(
          'not checked locally: CloudFront adds them on AWS, the local web server does not',
        );
      }
      const answer = await send(`GET ${path}`, urlOf(target, path));
      const problems = securityHeaderProblems(answer.headers);
      if (problems.length) throw new CheckFailure(`GET ${path}: ${problems.join('; ')}`);
      return `GET ${path}: HSTS, CSP, frame, sniffing, referrer and permissions policies`;
    },
  };
}

function text(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' && value ? value : undefined;
}

/** The SPA's per-environment settings; the sign-in check reads the user pool from it. */
const runtimeConfig: SmokeCheck = {
  name: 'runtime config',
  run: async (target, state) => {
    const answer = await send('GET /config.json', urlOf(target, '/config.json'));
    expectStatus('GET /config.json', answer, 200);
    const fields = jsonOf<Record<string, unknown>>('GET /config.json', answer);
    const region = text(fields, 'region');
    const userPoolClientId = text(fields, 'userPoolClientId');
    if (!region || !text(fields, 'userPoolId') || !userPoolClientId) {
      throw new CheckFailure('config.json lacks region, userPoolId or userPoolClientId');
    }
    const config: SiteConfig = { region, userPoolClientId };
    const endpoint = text(fields, 'userPoolEndpoint');
    if (endpoint) config.userPoolEndpoint = endpoint;
    state.config = config;
    return `user pool in ${region}`;
  },
};

export const SITE_CHECKS: readonly SmokeCheck[] = [
  site,
  spaRoutes,
  securityHeaders('site security headers', '/'),
  securityHeaders('API security headers', '/api/products'),
  runtimeConfig,
];
