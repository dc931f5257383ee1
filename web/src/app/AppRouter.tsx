import { useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { NavigationPendingContext } from '../lib/navigation-pending';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
} from '../lib/router';
import { useScrollRestoration } from './scroll-restoration';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The app's declarative browser router (lib/router, React Router's API), plus the two things of
 * React Router's data router the app used: a pending flag while a lazy page's code loads (the
 * navigation is a transition, so the old page stays on screen meanwhile) and scroll
 * restoration, `preventScrollReset` included.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory | null>(null);
  history.current ??= createBrowserHistory();
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
