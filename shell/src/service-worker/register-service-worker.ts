/**
 * Registers the site's service worker (./sw.ts, served at /sw.js) once the page has loaded, so it
 * never competes with the first paint. Production builds only: in development it would serve
 * yesterday's files.
 */
export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // A page loaded before any service worker existed (first visit, hard reload) was not seen by it.
  const firstVisit = !navigator.serviceWorker.controller;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!firstVisit) return;
        // Hand it what this load fetched, so a repeat visit works offline too; the worker's own
        // rules decide what is kept (never the API or the admin panel).
        const files = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'SAVE_FIRST_VISIT', page: location.href, files });
      })
      .catch(() => {
        // No service worker (private mode, storage full): the site works as before, only slower offline.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
