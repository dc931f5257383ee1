import { createContext, useContext, type ReactNode } from 'react';
import type { Location, NavigationType, To } from './history';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll where it is (the app's scroll restoration reads it). */
  preventScrollReset?: boolean;
}

export interface Navigator {
  push(to: To, state: unknown, options?: NavigateOptions): void;
  replace(to: To, state: unknown, options?: NavigateOptions): void;
  go(delta: number): void;
}

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

export const RouterContext = createContext<RouterState | null>(null);

export interface RouteState {
  params: Record<string, string>;
  /** Where nested <Routes> start matching. */
  pathnameBase: string;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteState>({
  params: {},
  pathnameBase: '/',
  outlet: null,
});

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links need to be inside <Router>');
  return router;
}
