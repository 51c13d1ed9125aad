import { registerServiceWorker } from './service-worker/register-service-worker';

/**
 * Runs `start` once the browser has painted the page the server sent. An /admin page arrives as the
 * server's login screen (issue 14): on a slow phone it must reach the screen before the app's code
 * is fetched and compiled, not after. (A timer as well, as frames do not come in a hidden tab.)
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
const boot = () => void import('./bootstrap');
// isAdminPath of @dds/shared/routes, written out: a shared module cannot be used before the async boundary.
if (window.location.pathname.toLowerCase().startsWith('/admin')) afterFirstPaint(boot);
else boot();
registerServiceWorker();
