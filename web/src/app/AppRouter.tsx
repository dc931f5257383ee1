import { useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
} from 'react-router-dom';
import { NavigationPendingContext } from '../lib/navigation-pending';
import { useScrollRestoration } from './scroll-restoration';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's declarative browser router, plus the two things of its data router the app
 * used: a pending flag while a lazy page's code loads (the navigation is a transition, so the old
 * page stays on screen meanwhile) and scroll restoration, `preventScrollReset` included. The
 * data router added about 18 KB gzip to every first load for features the app does not use
 * (loaders, actions, fetchers, forms). The history is React Router's own (what `BrowserRouter`
 * uses).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory | null>(null);
  history.current ??= createBrowserHistory({ window, v5Compat: true });
  const browserHistory = history.current;
  const [state, setState] = useState({
    action: browserHistory.action,
    location: browserHistory.location,
    keepScroll: false,
  });
  const [pending, startTransition] = useTransition();
  const rememberScroll = useScrollRestoration(state.location, state.action, state.keepScroll);
  const current = useRef(state.location.key);
  // The history does not carry navigate()'s options: note the one that matters here.
  const keepScrollOfNext = useRef(false);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => browserHistory.createHref(to),
      encodeLocation: (to) => browserHistory.encodeLocation(to),
      go: (delta) => browserHistory.go(delta),
      push(to, navigationState, options) {
        keepScrollOfNext.current = options?.preventScrollReset === true;
        browserHistory.push(to, navigationState);
      },
      replace(to, navigationState, options) {
        keepScrollOfNext.current = options?.preventScrollReset === true;
        browserHistory.replace(to, navigationState);
      },
    }),
    [browserHistory],
  );

  useLayoutEffect(
    () =>
      browserHistory.listen(({ action, location }) => {
        const keepScroll = action !== 'POP' && keepScrollOfNext.current;
        keepScrollOfNext.current = false;
        rememberScroll(current.current);
        current.current = location.key;
        startTransition(() => setState({ action, location, keepScroll }));
      }),
    [browserHistory, rememberScroll],
  );

  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
