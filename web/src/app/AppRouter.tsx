import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { NavigationPendingContext } from './navigation-pending';
import { useScrollRestoration } from './scroll-restoration';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's declarative browser router, plus the two things of its data router the app
 * used: a pending flag while a lazy page's code loads (the navigation is a transition, so the old
 * page stays on screen meanwhile) and scroll restoration. The data router added about 17 KB gzip
 * to every first load for features the app does not use (loaders, actions, fetchers, forms).
 * The history is React Router's own (what `BrowserRouter` uses).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory | null>(null);
  history.current ??= createBrowserHistory({ window, v5Compat: true });
  const browserHistory = history.current;
  const [state, setState] = useState({
    action: browserHistory.action,
    location: browserHistory.location,
  });
  const [pending, startTransition] = useTransition();
  const rememberScroll = useScrollRestoration(state.location, state.action);
  const current = useRef(state.location.key);

  useLayoutEffect(
    () =>
      browserHistory.listen(({ action, location }) => {
        rememberScroll(current.current);
        current.current = location.key;
        startTransition(() => setState({ action, location }));
      }),
    [browserHistory, rememberScroll],
  );

  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={browserHistory}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
