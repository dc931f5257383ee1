/**
 * The app's router: what every `import ... from 'react-router-dom'` resolves to in the web build
 * (a plugin in web/vite.config.mts; types still come from the package). React Router's module
 * keeps about 12 KB gzip of its data-router code in any bundle however little is used, a tenth
 * of the first load; the app uses only this part of its declarative API, which this folder
 * implements with the same behaviour for the cases the app has: absolute `to` paths (and a
 * bare '?query' on the current page), `:param` and trailing `*` patterns, index routes, nested
 * <Routes> below a splat, React Router's route ranking and its history entry format.
 * A name not exported here fails the build.
 */
export { Link, Navigate, NavLink, Outlet, Route, Router, Routes } from './components';
export type { LinkProps, NavLinkProps } from './components';
export type { Navigator, NavigateOptions } from './context';
export { createBrowserHistory as UNSAFE_createBrowserHistory } from './history';
export type { Location, NavigationType, To } from './history';
export { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from './hooks';
