// What the packages use of react-router-dom, and only that (issue 14: JavaScript diet).
// A federation singleton cannot be tree-shaken: sharing react-router-dom itself put all of
// react-router (server rendering, RSC, cookies…) on every page. In production builds
// tools/webpack-common.js points `react-router-dom` here, so the shared module is this list and
// webpack drops the rest. A name a package starts to import must be added here (the build then
// fails loudly: "export 'X' was not found in 'react-router-dom'").
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  StaticRouter,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (it flushes updates with react-dom).
export { RouterProvider } from 'react-router/dom';
