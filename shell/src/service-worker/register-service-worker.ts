/**
 * Registers the site's service worker (./sw.ts, served at /sw.js) once the page has loaded, so it
 * never competes with the first paint. Production builds only: in development it would serve
 * yesterday's files.
 */
export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // A page loaded before any service worker existed (first visit, hard reload) was not seen by it.
  const firstVisit = !navigator.serviceWorker.controller;
  const takeover = firstVisit ? whenControlled() : undefined;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (takeover && registration.active) saveWhatThisLoadFetched(registration.active, takeover);
      })
      .catch(() => {
        // No service worker (private mode, storage full): the site works as before, only slower offline.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** When the worker took control of this page (it claims open pages on activation); Infinity until then. */
function whenControlled(): { at: number } {
  const takeover = { at: Number.POSITIVE_INFINITY };
  navigator.serviceWorker.addEventListener('controllerchange', () => (takeover.at = performance.now()), { once: true });
  return takeover;
}

/**
 * Hands the worker what this load fetched, so a repeat visit works offline too; the worker's own
 * rules decide what is kept (never the API or the admin panel). Every request that started before
 * the worker controlled the page went past it — also those still downloading when it took over (the
 * app starts after the first paint, so react-dom or a page's chunk may be on its way), whose timing
 * entry only appears when they finish. So each finished file is handed over as it finishes (a
 * buffered observer: those already done come first); requests started later went through the
 * worker, which keeps them itself.
 */
function saveWhatThisLoadFetched(worker: ServiceWorker, takeover: { at: number }) {
  worker.postMessage({ type: 'SAVE_FIRST_VISIT', page: location.href, files: [] });
  try {
    new PerformanceObserver((list) => {
      const files = list
        .getEntries()
        .filter((entry) => entry.startTime < takeover.at)
        .map((entry) => entry.name);
      if (files.length) worker.postMessage({ type: 'SAVE_FIRST_VISIT', files });
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without resource timing observers: what has finished so far.
    worker.postMessage({
      type: 'SAVE_FIRST_VISIT',
      files: performance.getEntriesByType('resource').map((entry) => entry.name),
    });
  }
}
