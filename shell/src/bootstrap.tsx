import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerRemotesFromConfig } from './federation/remote-registry';
import { createShellRouter } from './router';

/**
 * Resolves once the router has loaded what the first screen needs (the page's lazy chunk). Until
 * then the server's prerendered page stays on screen: rendering earlier would swap it for a
 * loading placeholder and back, a flash and a layout shift on every first visit.
 */
function initialized(router: Awaited<ReturnType<typeof createShellRouter>>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  await registerRemotesFromConfig();
  const router = await createShellRouter();
  await initialized(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
