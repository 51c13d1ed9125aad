// What `react-router-dom` is in the public-site and admin-panel jest projects (jest.config.js,
// productionRouterMapper): the slim file production's browser bundles get instead of the package
// (decision 030), so a page is tested on the hand-made router it runs on — `useBlocker` from
// tools/browser/router-blocker.mjs, lazy routes and error elements through @dds/shared/lazy-routes,
// and no data router (createMemoryRouter, RouterProvider, useRouteError… are not here, as they are
// not in production).
export * from './tools/browser/react-router-dom-slim.mjs';
// Added for tests and the prerender only: the declarative MemoryRouter a test mounts pages in (the
// in-memory twin of production's BrowserRouter), and what the prerender build (Node, not aliased:
// public-site/src/prerender/) renders with. Lint refuses these names in browser code
// (SLIM_SHARED_IMPORTS in eslint.config.mjs).
export { MemoryRouter, Route, Routes, StaticRouter } from 'react-router';
// For the admin test helper (admin-panel/src/test/render-admin.tsx), which loads a page's code before
// the router moves to it, as router-blocker.mjs wraps the same navigator.
export { UNSAFE_NavigationContext } from 'react-router';
