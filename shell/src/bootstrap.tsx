import { applyApiBase } from './federation/api-base';
import { registerRemotesFromConfig } from './federation/remote-registry';
import { yieldToMain } from './yield-to-main';

/**
 * Each step of the start-up is its own task (decision 027: no task of ours over 50 ms on a phone's
 * CPU): registering the remotes, loading their modules, loading the page's chunk and hydrating
 * would otherwise run back to back in one long task, and a tap would wait for all of it.
 * This module imports no shared module: the router (react-router, emotion, the shell's layout) and
 * the renderer (react-dom) are two chunks, fetched at once but each evaluated when its files are
 * in, so neither evaluation adds to the other's task. Until the page's own chunk is in, the
 * server's prerendered page stays on screen: hydration needs the page component, not a placeholder.
 */
async function start() {
  const routerModule = import('./router');
  const renderModule = import('./render-app');
  await yieldToMain();
  const { apiBaseUrl } = await registerRemotesFromConfig();
  // Before any remote module runs, so their first API call already goes to the deploy's API base.
  await applyApiBase(apiBaseUrl);
  await yieldToMain();
  const { createShellRoutes, ShellRoutes } = await routerModule;
  const shell = await createShellRoutes();
  await yieldToMain();
  const { renderApp } = await renderModule;
  renderApp({ ...shell, Routes: ShellRoutes });
}

void start();
