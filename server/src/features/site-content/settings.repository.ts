import { EMPTY_SITE_SETTINGS, SITE_SETTINGS_FIELDS, type SiteSettings } from '@dds/shared/src/schemas/site-settings';
import type { Db } from '../../db/database';
import { bumpContentVersion } from './content-version';

/** The settings as stored; fields never saved are empty ("not set"). */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings = { ...EMPTY_SITE_SETTINGS };
  for (const { key, value } of rows) if ((SITE_SETTINGS_FIELDS as string[]).includes(key)) settings[key as keyof SiteSettings] = value;
  return settings;
}

/**
 * Replaces the settings (already validated) and bumps the content version in one transaction, so
 * no page is ever rendered with half a change. Answers what changed, for the audit log.
 */
export async function saveSettings(db: Db, next: SiteSettings): Promise<{ before: SiteSettings; after: SiteSettings; changed: Array<keyof SiteSettings> }> {
  return db.transaction().execute(async (trx) => {
    const before = await readSettings(trx);
    const changed = SITE_SETTINGS_FIELDS.filter((field) => before[field] !== next[field]);
    for (const key of changed) {
      await trx
        .insertInto('site_settings')
        .values({ key, value: next[key] })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: next[key] }))
        .execute();
    }
    if (changed.length) await bumpContentVersion(trx);
    return { before, after: next, changed };
  });
}
