import {
  Children,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {
  RouteContext,
  RouterContext,
  useRouter,
  type NavigateOptions,
  type Navigator,
} from './context';
import { createPath, resolveTo, type Location, type NavigationType, type To } from './history';
import { useNavigate } from './hooks';
import { matchRoutes, stripBase, type RouteDefinition } from './match';

export function Router({
  location,
  navigationType,
  navigator,
  children,
}: {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ location, navigationType, navigator }),
    [location, navigationType, navigator],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Configuration only: <Routes> reads its props. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  throw new Error('<Route> is only valid as a child of <Routes>');
}

function routesOf(children: ReactNode): RouteDefinition<ReactNode>[] {
  const routes: RouteDefinition<ReactNode>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf((child.props as { children?: ReactNode }).children));
      return;
    }
    const { path, index, element, children: nested } = child.props as RouteProps;
    routes.push({ path, index, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

const joinBase = (base: string, path: string) =>
  `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`.replace(/\/$/, '') || '/';

/** The first route (by React Router's ranking) matching the rest of the path below the parent. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter();
  const parent = useContext(RouteContext);
  const routes = useMemo(() => routesOf(children), [children]);
  const rest = stripBase(location.pathname, parent.pathnameBase);
  const matches = rest === null ? null : matchRoutes(routes, rest);
  if (!matches) return null;
  let outlet: ReactNode = null;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const value = {
      params: { ...parent.params, ...match.params },
      pathnameBase: joinBase(parent.pathnameBase, match.pathnameBase),
      outlet,
    };
    outlet = <RouteContext value={value}>{match.route.element ?? <Outlet />}</RouteContext>;
  }
  return outlet;
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export interface LinkProps
  extends NavigateOptions, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click without modifiers, on a link that opens here: the router takes it. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { location, navigator } = useRouter();
  const href = createPath(resolveTo(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isRouterClick(event, target)) return;
    event.preventDefault();
    const options = { state, preventScrollReset };
    // Like React Router: a link to the page already shown replaces its entry.
    if (replace ?? createPath(location) === href) navigator.replace(href, state, options);
    else navigator.push(href, state, options);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
  end?: boolean;
}

export function NavLink({ className, end, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const path = (resolveTo(rest.to, location).pathname ?? '/').toLowerCase().replace(/\/$/, '');
  const current = location.pathname.toLowerCase().replace(/\/$/, '');
  const isActive = current === path || (!end && current.startsWith(`${path}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function' ? className({ isActive, isPending: false }) : className
      }
    />
  );
}
