import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Toast } from '@dds/shared';
import { routes } from './routes';

/** The admin panel on its own, for the admin team's development. */
function StandaloneLayout() {
  return (
    <>
      <Outlet />
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
