/*
 * Two build-time trims of React Router's production build (the build applies them, see
 * reactRouterProductionPlugin in vite.config.mts), each checked against the installed version
 * by tests/unit/web/react-router-trim.test.ts.
 */

/**
 * React Router's production build creates its components and contexts at module level
 * (`var Form = React10.forwardRef(...)`, `var AwaitContext = React.createContext(null)`) without
 * `/* @__PURE__ *\/` marks, so the bundler must assume each call has effects and keeps every
 * one, with what it references: Form, ScrollRestoration, HistoryRouter and the framework-mode
 * links shipped in every first load although the app never renders them. rolldown's
 * manualPureFunctions cannot name `React10.forwardRef`, and naming the namespaces would mark
 * every React call pure (effects dropped). These three factories have no effects of their own;
 * only their top-level `var` initialisers are marked, nothing inside a function. The
 * `X.displayName = "..."` that follows each (a name for React DevTools, unused by React in
 * production) would still keep X, so for those X it goes.
 */
const TOP_LEVEL_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

const DISPLAY_NAME = /^([\w$]+)\.displayName = "[^"\n]*";$/gm;

export function markPureFactories(code: string): string {
  const marked = new Set<string>();
  const pure = code.replace(TOP_LEVEL_FACTORY, (_match, declaration: string, call: string) => {
    marked.add(declaration.slice(4, -3));
    return `${declaration}/* @__PURE__ */ ${call}`;
  });
  return pure.replace(DISPLAY_NAME, (statement, name: string) =>
    marked.has(name) ? '' : statement,
  );
}

/**
 * Link renders framework mode's prefetch links beside its `<a>` when asked to prefetch, which
 * only happens inside framework mode's context (usePrefetchBehavior answers false without it):
 * never in this app, whose router is declarative. The reference kept PrefetchPageLinks and all
 * it uses (route manifests, module and data link lists) in every first load; Link renders its
 * `<a>` alone instead.
 */
const LINK_PREFETCH =
  /\/\* @__PURE__ \*\/ (React\d*)\.createElement\(\1\.Fragment, null, link, \/\* @__PURE__ \*\/ \1\.createElement\(PrefetchPageLinks, \{ page: href \}\)\)/;

export function dropLinkPrefetch(code: string): string {
  return code.replace(LINK_PREFETCH, 'link');
}

/** The files it applies to: React Router's production build (see vite.config.mts). */
export const REACT_ROUTER_PRODUCTION =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;
