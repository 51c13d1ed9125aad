import { http } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { SiteSettings, SiteSettingsWithHindi } from '@dds/shared/schemas/site-settings';
import type { HindiMemory } from '@dds/shared/schemas/content-hindi';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

/**
 * The settings with the version a save sends back (absent from a server older than versions) and the
 * Hindi of the address and office hours (docs/decisions/026-hindi.md §3; absent from older servers).
 */
export type VersionedSettings = SiteSettingsWithHindi & { version?: number };

/*
 * Kept in the panel rather than in @dds/shared/api: the composed site hands every remote the copy
 * of a shared entry that loaded first (the shell's, or an older remote's), which may predate these
 * calls. `http` and the paths have been there from the start.
 */

export async function getSettings(): Promise<VersionedSettings> {
  return (await http.get<VersionedSettings>(API_PATHS.settings)).data;
}

/**
 * Saves every field, based on `version` (what the form loaded); answers the settings as stored
 * (phones normalised to +91 98765 43210). Someone else's save in between: EditConflictError.
 */
export async function saveSettings(
  settings: SiteSettings,
  version: number | undefined,
  hindi?: HindiMemory,
): Promise<VersionedSettings> {
  return unlessConflict<VersionedSettings>(
    await http.put(API_PATHS.settings, { ...settings, ...(hindi ? { hindi } : {}), version }, LET_CONFLICT_THROUGH),
  );
}
