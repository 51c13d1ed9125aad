import { create } from 'zustand';
import type { SiteLanguage } from '@dds/shared/schemas/language';
import { deviceLanguage, rememberOnDevice } from './device-language';

/**
 * The language the panel speaks to the signed-in admin (docs/decisions/026-hindi.md §8). It is the
 * account's choice, kept by the server (`admin_users.language`) and given with "who is logged in";
 * the session store calls `showPanelIn` with it before it shows the panel, so the first screen is
 * already in that language, and the device remembers it for its next login screen. English needs nothing loaded; every other language's words are a chunk
 * of their own, fetched only for an admin who chose it (an English admin's panel carries none).
 */
// Before anyone signs in, the device's language: the login screen's (./device-language.ts).
export const usePanelLanguage = create<{ language: SiteLanguage }>(() => ({ language: deviceLanguage() ?? 'en' }));

const LOADERS: Record<Exclude<SiteLanguage, 'en'>, () => Promise<unknown>> = {
  hi: () => import(/* webpackChunkName: "admin-hindi" */ './hindi'),
};

/**
 * Switches the panel to `language` once its words are here. A catalogue that fails to load (a
 * dropped connection) leaves the panel in English — readable, never half-translated — and the next
 * sign-in or reload tries again.
 */
export async function showPanelIn(language: SiteLanguage | undefined): Promise<void> {
  const wanted = language ?? 'en';
  // This browser's next login screen speaks the language of the admin who used it last.
  rememberOnDevice(wanted);
  if (wanted !== 'en') {
    try {
      await LOADERS[wanted]();
    } catch (error) {
      console.warn(`The panel's ${wanted} words did not load; it stays in English`, error);
      usePanelLanguage.setState({ language: 'en' });
      return;
    }
  }
  usePanelLanguage.setState({ language: wanted });
}
