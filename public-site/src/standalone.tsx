import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
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

const router = createBrowserRouter([{ element: <StandaloneLayout />, children: routes }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
