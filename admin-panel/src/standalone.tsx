import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, useRoutes } from 'react-router-dom';
import { toElementRoutes } from '@dds/shared/lazy-routes';
import { Toast } from '@dds/shared/toast';
import { routes } from './routes';

/** The admin panel on its own, for the admin team's development (the shell renders the toast in the composed site). */
function StandaloneLayout() {
  return (
    <>
      <Outlet />
      <Toast />
    </>
  );
}

const table = [{ element: <StandaloneLayout />, children: routes }];
function StandaloneRoutes() {
  return useRoutes(toElementRoutes(table));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={<p role="status">Loading</p>}>
        <StandaloneRoutes />
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);
