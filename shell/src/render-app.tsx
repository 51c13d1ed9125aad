import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAdminPath } from '@dds/shared/routes';
import { BrowserRouter } from 'react-router-dom';
import { ShellRoutes, type createShellRoutes } from './router';

type Shell = Awaited<ReturnType<typeof createShellRoutes>>;

/**
 * The last start-up step, in a module of its own (bootstrap.tsx imports it apart from the router):
 * react-dom is evaluated when its chunk arrives, not in the same task as the router, emotion and
 * the remote's modules (issue 14: that was one ~120 ms task on a phone's CPU).
 */
export function renderApp({ table, chrome }: Shell): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShellRoutes table={table} />
      </BrowserRouter>
    </StrictMode>
  );
  // The server sent this page rendered by the public remote in its Layout: hydrate it, so the
  // nodes on screen (the LCP text and image) stay and only event handlers are attached. /admin
  // pages, and pages the server could not render (the "Loading DDS…" placeholder), are rendered.
  const serverPage = !isAdminPath(window.location.pathname) && chrome.Layout !== null && !container.querySelector('dds-boot');
  if (serverPage) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
