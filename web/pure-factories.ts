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

/** The files it applies to: React Router's production build (see vite.config.mts). */
export const REACT_ROUTER_PRODUCTION =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;
