import { EMPTY_SITE_SETTINGS, SITE_SETTINGS_FIELDS, type SiteSettings } from '@dds/shared/src/schemas/site-settings';
import type { Db } from '../../db/database';
import { claimVersion, type Save } from '../../lib/record-version';
import { bumpContentVersion } from './content-version';

/** The settings as stored; fields never saved are empty ("not set"). */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings = { ...EMPTY_SITE_SETTINGS };
  for (const { key, value } of rows) if ((SITE_SETTINGS_FIELDS as string[]).includes(key)) settings[key as keyof SiteSettings] = value;
  return settings;
}

/** The settings' version: a save based on another one is refused (lib/record-version.ts). */
export async function readSettingsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('settings_state').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 1;
}

/**
 * Replaces the settings (already validated) and bumps the content version in one transaction, so
 * no page is ever rendered with half a change. An admin's save (`save`) first claims the next
 * version: a save based on an older one is refused with 409. Answers what changed, for the audit
 * log, and the version now.
 */
export async function saveSettings(
  db: Db,
  next: SiteSettings,
  save?: Save,
): Promise<{ before: SiteSettings; after: SiteSettings; changed: Array<keyof SiteSettings>; version: number }> {
  return db.transaction().execute(async (trx) => {
    if (save) await claimVersion(trx, 'settings_state', 1, save);
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
    return { before, after: next, changed, version: await readSettingsVersion(trx) };
  });
}
