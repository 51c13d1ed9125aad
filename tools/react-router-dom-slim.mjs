// What the packages use of react-router-dom, and only that (issue 14: JavaScript diet).
// A federation singleton cannot be tree-shaken: sharing react-router-dom itself put all of
// react-router (server rendering, RSC, cookies…) on every page. In production builds
// tools/webpack-common.js points `react-router-dom` here, so the shared module is this list and
// webpack drops the rest. A name a package starts to import must be added here: webpack cannot
// see a shared module's exports, so a missing one is `undefined` at run time; lint
// (SLIM_SHARED_IMPORTS in eslint.config.mjs) rejects an import of a name not listed here.
export {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  // Not imported by the browser code today, kept because they are small hooks and helpers over code
  // the names above already pull in: a remote that starts to use one still finds it in an older
  // shell (a shared singleton comes from whichever build loaded first).
  Navigate,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  useHref,
  useMatch,
  useOutletContext,
  useRouteError,
} from 'react-router';
// Left out (issue 14, ~2 KB gzip): StaticRouter, Routes/Route, matchRoutes, MemoryRouter and
// createMemoryRouter. Only the prerender build (Node, not aliased), the server and the jest tests
// (the real package) use them; no browser bundle does.
// react-router-dom's RouterProvider is the DOM one (it flushes updates with react-dom).
export { RouterProvider } from 'react-router/dom';
