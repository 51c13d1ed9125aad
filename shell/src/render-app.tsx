import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAdminPath } from '@dds/shared/routes';
import { BrowserRouter } from 'react-router-dom';
import { routerBasename } from '@dds/shared/language-paths';
import type { ShellRoutes, createShellRoutes } from './router';

// Types only: bootstrap hands the router module's component in, so the router's code is in one
// chunk (a value import here copied router.tsx and the layout into this chunk too).
type Shell = Awaited<ReturnType<typeof createShellRoutes>> & { Routes: typeof ShellRoutes };

/**
 * The last start-up step, in a module of its own (bootstrap.tsx imports it apart from the router):
 * react-dom is evaluated when its chunk arrives, not in the same task as the router, emotion and
 * the remote's modules (decision 027: that was one ~120 ms task on a phone's CPU).
 */
export function renderApp({ table, chrome, Routes }: Shell): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // A Hindi page (/hi/...) runs under the /hi basename, as the server rendered it: its pages see the
  // English paths and its links stay Hindi; the language switch is a full page load (decision 026).
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBasename(window.location.pathname)}>
        <Routes table={table} />
      </BrowserRouter>
    </StrictMode>
  );
  // The server sent this page rendered by the public remote in its Layout: hydrate it, so the
  // nodes on screen (the LCP text and image) stay and only event handlers are attached. /admin
  // pages, and pages the server could not render (the "Loading DDS…" placeholder), are rendered.
  const serverPage =
    !isAdminPath(window.location.pathname) && chrome.Layout !== null && !container.querySelector('dds-boot');
  if (serverPage) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
