import { registerServiceWorker } from './service-worker/register-service-worker';

/*
 * The server adds this script only once its page (the prerendered public page, the /admin login
 * screen) has been painted (server/src/static/after-paint-loader.ts, issue 14), so the app starts
 * at once here; on a phone on slow data the page was on screen before any of the app was fetched.
 */

// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap');
registerServiceWorker();
