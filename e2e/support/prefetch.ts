import type { Request } from '@playwright/test';

/**
 * A request the page's loader made as a prefetch (`<link rel="prefetch">` after the first paint,
 * decision 027): downloaded into the cache, never run. The one way the tests and the bench
 * (bench/src/home-js.ts) tell it from the app's own download of the same file: Chromium says so in
 * the `Sec-Purpose: prefetch` header, on the request event, the response's request and in a route
 * handler alike (Playwright's resourceType is only `other` for it).
 */
export const isPrefetch = (request: Request): boolean => /\bprefetch\b/.test(request.headers()['sec-purpose'] ?? '');
