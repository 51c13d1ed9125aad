/// <reference lib="webworker" />
/**
 * The site's service worker (README "Service worker"): fast repeat visits on slow data and a
 * friendly page offline, without ever pinning an old deploy. The rules are in ./sw-rules.
 */
import { clientsClaim, type RouteHandler, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { contactFrom, offlinePageHtml, pageTitle, type SavedPage } from './offline-page';
import { CACHES, mayCache, NETWORK_TIMEOUT_SECONDS, ruleFor, type RequestRule } from './sw-rules';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

/** Never keeps an answer the server marked private, an error, or anything under /api or /admin. */
const onlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    mayCache(new URL(request.url), origin, response.status, response.headers.get('Cache-Control')) ? response : null,
};

const DAY = 24 * 60 * 60;
const hashedFiles = new CacheFirst({
  cacheName: CACHES.hashed,
  // Old deploys' files are never asked for again: they age out instead of filling the phone.
  plugins: [
    onlyPublicAnswers,
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
});
const freshFiles = new NetworkFirst({
  cacheName: CACHES.fresh,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});

/** What the cache holds for the offline page: the saved pages and the newest saved contact details. */
async function offlineDetails() {
  const cache = await caches.open(CACHES.pages);
  const saved: Array<SavedPage & { date: number; html: string }> = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const html = await response.text();
    const url = new URL(request.url);
    saved.push({
      url: url.pathname + url.search,
      title: pageTitle(html) ?? url.pathname,
      date: Date.parse(response.headers.get('Date') ?? '') || 0,
      html,
    });
  }
  saved.sort((a, b) => b.date - a.date);
  return { pages: saved.map(({ url, title }) => ({ url, title })), ...(saved[0] ? contactFrom(saved[0].html) : {}) };
}

async function offlinePage(): Promise<Response> {
  const html = offlinePageHtml(await offlineDetails().catch(() => ({ pages: [] })));
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pages.handle(options);
  } catch {
    // No network and never saved here.
    return offlinePage();
  }
}

const router = new Router();
const route = (rule: RequestRule, handler: RouteHandler) =>
  router.registerRoute(
    new Route(
      ({ url, request }) => ruleFor({ url, method: request.method, mode: request.mode, origin }) === rule,
      handler,
    ),
  );
route('hashed', hashedFiles);
route('fresh', freshFiles);
route('page', page);

self.addEventListener('fetch', (event) => {
  const answer = router.handleRequest({ request: event.request, event });
  if (answer) event.respondWith(answer);
});
// The first visit loaded the page before this worker existed: the page's inline loader sends the
// page's URL and the files it fetched (server/src/static/after-paint-loader.ts, which registers this
// worker), and each goes through the rules above, so /api and /admin are still never kept.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: string; files?: string[] } | null;
  if (data?.type !== 'SAVE_FIRST_VISIT') return;
  const saving: Promise<unknown>[] = [];
  if (data.page && ruleFor({ url: new URL(data.page), method: 'GET', mode: 'navigate', origin }) === 'page') {
    saving.push(pages.handle({ request: new Request(data.page), event }).catch(() => undefined));
  }
  for (const file of data.files ?? [])
    saving.push(
      router.handleRequest({ request: new Request(file), event })?.catch(() => undefined) ?? Promise.resolve(),
    );
  event.waitUntil(Promise.all(saving));
});

// A new service worker (its rules changed) takes over at once: every strategy above is safe for a
// page loaded by the old one, since entry files are fetched fresh and hashed files never change.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
// No navigation preload: /admin pages are left to the browser (no respondWith), and Chromium would
// then fetch them twice (the preload is thrown away).

const CURRENT = new Set<string>(Object.values(CACHES));
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('dds-') && !CURRENT.has(name)).map((name) => caches.delete(name)),
        ),
      ),
  );
});
