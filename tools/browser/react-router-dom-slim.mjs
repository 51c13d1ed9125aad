// What the packages use of react-router-dom, and only that (decision 030).
// A federation singleton cannot be tree-shaken: sharing react-router-dom itself put all of
// react-router (server rendering, RSC, cookies…) on every page. In production builds
// tools/build/webpack-common.js points `react-router-dom` here, so the shared module is this list and
// webpack drops the rest. A name a package starts to import must be added here: webpack cannot
// see a shared module's exports, so a missing one is `undefined` at run time; lint
// (SLIM_SHARED_IMPORTS in eslint.config.mjs) rejects an import of a name not listed here.
//
// The browser code runs on the declarative router (<BrowserRouter> + useRoutes, with
// @dds/shared/lazy-routes for the remotes' lazy route tables): the data router
// (createBrowserRouter, RouterProvider, ScrollRestoration) is about half of react-router's code,
// ~17 KB gzip that every phone paid for before the first tap.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  // Not imported by the browser code today, kept because they are small hooks and helpers over code
  // the names above already pull in: a remote that starts to use one still finds it in an older
  // shell (a shared singleton comes from whichever build loaded first).
  Navigate,
  generatePath,
  matchPath,
  useHref,
  useMatch,
  useOutletContext,
} from 'react-router';
// React Router's useBlocker needs the data router: this one works on <BrowserRouter>, same contract
// (the admin panel's unsaved-changes guard, older admin releases included).
export { useBlocker } from './router-blocker.mjs';
// Left out: the data router (createBrowserRouter, RouterProvider, ScrollRestoration, useRouteError),
// StaticRouter, Routes/Route, MemoryRouter and createMemoryRouter. Only the prerender build (Node,
// not aliased) and the server use them; no browser bundle does. The public-site and admin-panel jest
// tests get this file too, plus MemoryRouter and the prerender's names (jest.react-router-dom.mjs).
