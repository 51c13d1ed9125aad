import { registerRemotesFromConfig } from './federation/remote-registry';
import type { createShellRouter } from './router';
import { yieldToMain } from './yield-to-main';

type ShellRouter = Awaited<ReturnType<typeof createShellRouter>>['router'];

/**
 * Resolves once the router has loaded what the first screen needs (the page's lazy chunk). Until
 * then the server's prerendered page stays on screen, and hydration needs the page component:
 * earlier, React would find a loading placeholder where the server put the page.
 */
function initialized(router: ShellRouter): Promise<void> {
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
 * This module imports no shared module: the router (react-router, emotion, the shell's layout) and
 * the renderer (react-dom) are two chunks, fetched at once but each evaluated when its files are
 * in, so neither evaluation adds to the other's task.
 */
async function start() {
  const routerModule = import('./router');
  const renderModule = import('./render-app');
  await yieldToMain();
  await registerRemotesFromConfig();
  await yieldToMain();
  const { createShellRouter } = await routerModule;
  const shell = await createShellRouter();
  await initialized(shell.router);
  await yieldToMain();
  const { renderApp } = await renderModule;
  renderApp(shell);
}

void start();
