import { LIST_SCREENS } from '../list-screens';

/**
 * The list screens' code, fetched while a signed-in admin's browser is idle: a click on Inquiries
 * (or Admissions, Donations: the lists marked `preload` in list-screens.ts) then renders at once instead of first downloading and running the
 * list's chunk (docs/admin-guide.md: first rows ≤ 300 ms after navigation; the chunk was about a third of it).
 * Only the frame of a signed-in admin calls this, so the login screen on a phone never pays for it.
 */
let started = false;

export function preloadListScreens(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const load = () => {
    // The route table's own loaders (see list-screens.ts): the router then finds their chunks loaded.
    const ahead = Object.values(LIST_SCREENS).filter((screen) => screen.preload);
    void Promise.all(ahead.map((screen) => screen.load())).catch(() => {
      started = false; // a dropped connection: the router loads them on demand; the next sign-in retries
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 500 });
  else setTimeout(load, 500);
}
