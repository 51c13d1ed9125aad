import { registerServiceWorker } from './service-worker/register-service-worker';
import { yieldToMain } from './yield-to-main';

/*
 * The server adds this script only once its page (the prerendered public page, the /admin login
 * screen) has been painted (server/src/static/after-paint-loader.ts, issue 14), so the app starts
 * at once here; on a phone on slow data the page was on screen before any of the app was fetched.
 */

// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
// After a yield: the runtime's initialisation ran in this task (evaluating main.js); resolving and
// fetching the start-up's shared modules is the next one (issue 14: one ~110 ms task at 4x CPU).
void yieldToMain().then(() => import('./bootstrap'));
registerServiceWorker();
