import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, useRouter, type NavigateOptions } from './context';
import type { Location, NavigationType, To } from './history';

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useParams<T extends Record<string, string | undefined>>(): Readonly<Partial<T>> {
  return useContext(RouteContext).params as Partial<T>;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const { navigator } = useRouter();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      if (options.replace) navigator.replace(to, options.state, options);
      else navigator.push(to, options.state, options);
    },
    [navigator],
  ) as NavigateFunction;
}

type ParamsInit = URLSearchParams | string | Record<string, string | string[]>;

function toSearchParams(init: ParamsInit): URLSearchParams {
  if (init instanceof URLSearchParams || typeof init === 'string') return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

export type SetSearchParams = (
  next: ParamsInit | ((previous: URLSearchParams) => ParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string of this page, and a setter that navigates to the same path with another. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = toSearchParams(init).toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}
