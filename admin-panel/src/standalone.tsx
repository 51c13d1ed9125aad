import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
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

const router = createBrowserRouter([{ element: <StandaloneLayout />, hydrateFallbackElement: <p role="status">Loading</p>, children: routes }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
