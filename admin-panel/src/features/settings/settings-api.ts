import { http } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { SiteSettings } from '@dds/shared/schemas/site-settings';

/*
 * Kept in the panel rather than in @dds/shared/api: the composed site hands every remote the copy
 * of a shared entry that loaded first (the shell's, or an older remote's), which may predate these
 * calls. `http` and the paths have been there from the start.
 */

export async function getSettings(): Promise<SiteSettings> {
  return (await http.get<SiteSettings>(API_PATHS.settings)).data;
}

/** Saves every field; answers the settings as stored (phones normalised to +91 98765 43210). */
export async function saveSettings(settings: SiteSettings): Promise<SiteSettings> {
  return (await http.put<SiteSettings>(API_PATHS.settings, settings)).data;
}
