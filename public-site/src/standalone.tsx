import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Toast } from '@dds/shared/toast';
import Footer from './layout/footer';
import Header from './layout/header';
import { routes } from './routes';

/** The public site on its own, with its header and footer, for the public-site team's development. */
function StandaloneLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <Footer />
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
