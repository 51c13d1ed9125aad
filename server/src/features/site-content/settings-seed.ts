import { EMPTY_SITE_SETTINGS } from '@dds/shared/src/schemas/site-settings';
import type { Db } from '../../db/database';
import { writeAudit } from '../audit/audit.repository';
import type { SiteSeed } from './settings-env';
import { saveSettings } from './settings.repository';

/** Writes the seed as the first settings if none was ever saved; answers what happened. */
export async function seedSettingsIfEmpty(db: Db, seed: SiteSeed | undefined): Promise<'seeded' | 'kept' | 'nothing'> {
  if (!seed || Object.keys(seed).length === 0) return 'nothing';
  const existing = await db.selectFrom('site_settings').select('key').limit(1).executeTakeFirst();
  if (existing) return 'kept';
  const { changed } = await saveSettings(db, { ...EMPTY_SITE_SETTINGS, ...seed });
  if (changed.length) {
    await writeAudit(db, {
      actor: 'environment',
      action: 'settings.seed',
      target: 'settings',
      detail: JSON.stringify(Object.fromEntries(changed.map((f) => [f, seed[f]]))),
    });
  }
  return 'seeded';
}
