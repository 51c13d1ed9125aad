import {
  EMPTY_SITE_SETTINGS,
  SITE_SETTINGS_FIELDS,
  type SiteSettings,
  type SiteSettingsField,
} from '@dds/shared/src/schemas/site-settings';
import type { Db } from '../../db/database';
import { claimVersion, type Save } from '../../lib/record-version';
import { bumpContentVersion } from './content-version';

/** The settings as stored; fields never saved are empty ("not set"). */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings = { ...EMPTY_SITE_SETTINGS };
  for (const { key, value } of rows)
    if ((SITE_SETTINGS_FIELDS as string[]).includes(key)) settings[key as keyof SiteSettings] = value;
  return settings;
}

/** The settings' version: a save based on another one is refused (lib/record-version.ts). */
export async function readSettingsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('settings_state').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 1;
}

/** What one save changed: the stored values before, the values saved, the fields that differ. */
export interface SettingsChange {
  before: SiteSettings;
  after: SiteSettings;
  changed: SiteSettingsField[];
}

/** Run inside the save's transaction, so a refusal writes nothing and a record commits with the change. */
export interface SettingsSaveHooks {
  /** Before any write, with the fields that differ from what is stored: throws to refuse the save. */
  check?: (changed: SiteSettingsField[]) => void;
  /** After the write, only when something changed (the audit entry, the owners' e-mail). */
  record?: (trx: Db, change: SettingsChange) => Promise<void>;
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
  hooks: SettingsSaveHooks = {},
  save?: Save,
): Promise<SettingsChange & { version: number }> {
  return db.transaction().execute(async (trx) => {
    if (save) await claimVersion(trx, 'settings_state', 1, save);
    const before = await readSettings(trx);
    const changed = SITE_SETTINGS_FIELDS.filter((field) => before[field] !== next[field]);
    hooks.check?.(changed);
    for (const key of changed) {
      await trx
        .insertInto('site_settings')
        .values({ key, value: next[key] })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: next[key] }))
        .execute();
    }
    if (changed.length) {
      await bumpContentVersion(trx);
      await hooks.record?.(trx, { before, after: next, changed });
    }
    return { before, after: next, changed, version: await readSettingsVersion(trx) };
  });
}
