import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAdminPath } from '@dds/shared/routes';
import { RouterProvider } from 'react-router-dom';
import { registerRemotesFromConfig } from './federation/remote-registry';
import { createShellRouter } from './router';
import { yieldToMain } from './yield-to-main';

/**
 * Resolves once the router has loaded what the first screen needs (the page's lazy chunk). Until
 * then the server's prerendered page stays on screen, and hydration needs the page component:
 * earlier, React would find a loading placeholder where the server put the page.
 */
function initialized(router: Awaited<ReturnType<typeof createShellRouter>>['router']): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Each step of the start-up is its own task (issue 14: no task of ours over 50 ms on a phone's
 * CPU): registering the remotes, loading their manifests and modules, creating the router and
 * hydrating would otherwise run back to back in one long task, and a tap would wait for all of it.
 */
async function start() {
  await yieldToMain();
  await registerRemotesFromConfig();
  await yieldToMain();
  const { router, chrome } = await createShellRouter();
  await initialized(router);
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The server sent this page rendered by the public remote in its Layout: hydrate it, so the
  // nodes on screen (the LCP text and image) stay and only event handlers are attached. /admin
  // pages, and pages the server could not render (the "Loading DDS…" placeholder), are rendered.
  const serverPage = !isAdminPath(window.location.pathname) && chrome.Layout !== null && !container.querySelector('dds-boot');
  if (serverPage) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
