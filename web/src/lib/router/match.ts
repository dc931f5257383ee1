/**
 * Route matching for the app's router (see index.ts): React Router's path rules for the
 * patterns the app writes (static segments, `:param`, a trailing `*`, index routes), case
 * insensitive, with its ranking (more specific first, then definition order). Pure, so it is
 * unit tested without a browser.
 */
export interface RouteDefinition<E = unknown> {
  path?: string;
  index?: boolean;
  element?: E;
  children?: RouteDefinition<E>[];
}

export interface RouteMatch<E = unknown> {
  route: RouteDefinition<E>;
  params: Record<string, string>;
  /** The part of the pathname this route matched, without a splat: nested routes start here. */
  pathnameBase: string;
}

interface Branch<E> {
  routes: RouteDefinition<E>[];
  segments: string[];
  score: number;
  order: number;
}

const joinPaths = (...parts: string[]) => parts.join('/').replace(/\/\/+/g, '/');

/** React Router's computeScore: static 10, dynamic 3, empty 1, index +2, splat -2. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else if (segment === '') score += 1;
    else score += 10;
  }
  return score;
}

function flatten<E>(
  routes: RouteDefinition<E>[],
  parents: RouteDefinition<E>[] = [],
  parentPath = '',
  into: Branch<E>[] = [],
): Branch<E>[] {
  for (const route of routes) {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, into);
    // A layout route without a path of its own only matches through its children.
    if (route.path === undefined && !route.index) continue;
    const segments = path.split('/').filter(Boolean);
    into.push({
      routes: chain,
      segments,
      score: scoreOf(segments, !!route.index),
      order: into.length,
    });
  }
  return into;
}

function matchBranch<E>(branch: Branch<E>, pathSegments: string[]): RouteMatch<E>[] | null {
  const params: Record<string, string> = {};
  let consumed = 0;
  for (const segment of branch.segments) {
    if (segment === '*') {
      params['*'] = pathSegments.slice(consumed).join('/');
      consumed = pathSegments.length;
      break;
    }
    const actual = pathSegments[consumed];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(actual);
    else if (segment.toLowerCase() !== safeDecode(actual).toLowerCase()) return null;
    consumed += 1;
  }
  if (consumed !== pathSegments.length) return null;
  // Every route on the chain gets the params and the base of what it matched.
  let depth = 0;
  return branch.routes.map((route) => {
    depth += (route.path ?? '').split('/').filter((part) => part && part !== '*').length;
    return { route, params, pathnameBase: `/${pathSegments.slice(0, depth).join('/')}` };
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes (outermost first) that `pathname` (relative to the parent) matches. */
export function matchRoutes<E>(
  routes: RouteDefinition<E>[],
  pathname: string,
): RouteMatch<E>[] | null {
  const branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
  const pathSegments = pathname.split('/').filter(Boolean);
  for (const branch of branches) {
    const matched = matchBranch(branch, pathSegments);
    if (matched) return matched;
  }
  return null;
}

/** What is left of `pathname` below `base` ('/admin' of '/admin/orders' is '/orders'). */
export function stripBase(pathname: string, base: string): string | null {
  if (base === '/' || base === '') return pathname;
  const lower = pathname.toLowerCase();
  const prefix = base.toLowerCase().replace(/\/$/, '');
  if (lower !== prefix && !lower.startsWith(`${prefix}/`)) return null;
  return pathname.slice(prefix.length) || '/';
}
