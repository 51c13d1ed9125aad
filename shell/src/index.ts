import { yieldToMain } from './yield-to-main';

/*
 * The server's inline loader adds this script when the app should start (server/src/static/
 * after-paint-loader.ts: on a page the server rendered, at the visitor's first interaction or an
 * idle moment; on the /admin login, right after its first paint), so the app starts at once here.
 * The same loader registers the service worker (docs/decisions/033-service-worker-rules.md).
 */

// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
// After a yield: the runtime's initialisation ran in this task (evaluating main.js); resolving and
// fetching the start-up's shared modules is the next one (decision 027: one ~110 ms task at 4x CPU).
void yieldToMain().then(() => import('./bootstrap'));
