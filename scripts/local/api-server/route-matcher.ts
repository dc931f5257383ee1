import { ROUTES, routeKey, type RouteDefinition } from '../../../lambdas/routes';

export interface MatchedRoute {
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

/** API Gateway path templates (`/api/products/{id}`) as regular expressions. */
function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

const COMPILED = ROUTES.map(compile);

/** Like API Gateway: a path that exists with another method is still "not found" here. */
export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  for (const compiled of COMPILED) {
    if (compiled.route.method !== method) continue;
    const match = compiled.pattern.exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    compiled.names.forEach((name, index) => {
      pathParameters[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { route: compiled.route, routeKey: routeKey(compiled.route), pathParameters };
  }
  return undefined;
}
