import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, useRoutes } from 'react-router-dom';
import { toElementRoutes } from '@dds/shared/lazy-routes';
import { Toast } from '@dds/shared/toast';
import PublicLayout from './layout/public-layout';
import { routes } from './routes';

/** The public site on its own, in the frame the shell uses, for the public-site team's development. */
function StandaloneLayout() {
  return (
    <>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
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
      <Suspense fallback={null}>
        <StandaloneRoutes />
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);
