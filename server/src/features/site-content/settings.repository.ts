import {
  EMPTY_SITE_SETTINGS,
  SITE_SETTINGS_FIELDS,
  type SiteSettings,
  type SiteSettingsField,
} from '@dds/shared/src/schemas/site-settings';
import { keepCurrentHindi, parseHindiMemory, type HindiMemory } from '@dds/shared/src/schemas/content-hindi';
import {
  SETTINGS_WITH_HINDI,
  settingsEnglishTexts,
  type SettingWithHindi,
} from '@dds/shared/src/schemas/settings-hindi';
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

/**
 * The `site_settings` row holding the Hindi of the address and office hours (docs/decisions/026-hindi.md
 * §3): a JSON memory `{ englishText: hindiText }`, a row like every setting's, so no table changes.
 */
const HINDI_KEY = 'hindi';

/** The owner's Hindi of the prose settings; none saved yet = `{}`. */
export async function readSettingsHindi(db: Db): Promise<HindiMemory> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', HINDI_KEY).executeTakeFirst();
  return parseHindiMemory(row?.value);
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
  /** The Hindi memory before and after the save. */
  hindiBefore: HindiMemory;
  hindiAfter: HindiMemory;
  /** The settings whose Hindi, as a Hindi page shows it, differs after the save. */
  changedHindi: SettingWithHindi[];
}

/** Run inside the save's transaction, so a refusal writes nothing and a record commits with the change. */
export interface SettingsSaveHooks {
  /**
   * Before any write, with the fields that differ from what is stored — a field whose Hindi changed
   * counts as changed (the Hindi address is the address on Hindi pages): throws to refuse the save.
   */
  check?: (changed: SiteSettingsField[]) => void;
  /** After the write, only when something changed (the audit entry, the owners' e-mail). */
  record?: (trx: Db, change: SettingsChange) => Promise<void>;
}

/** The Hindi a Hindi page shows for each prose setting ('' = the English stands in). */
const shownHindi = (settings: SiteSettings, memory: HindiMemory, field: SettingWithHindi) =>
  Object.hasOwn(memory, settings[field]) ? memory[settings[field]] : '';

/** Equal memories whatever the order of their entries. */
const sameMemory = (a: HindiMemory, b: HindiMemory) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

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
  /** The Hindi of the prose settings; absent = keep the stored Hindi that still translates the new English. */
  hindi?: HindiMemory,
): Promise<SettingsChange & { version: number }> {
  return db.transaction().execute(async (trx) => {
    if (save) await claimVersion(trx, 'settings_state', 1, save);
    const before = await readSettings(trx);
    const hindiBefore = await readSettingsHindi(trx);
    const hindiAfter = keepCurrentHindi(settingsEnglishTexts(next), hindi ?? hindiBefore);
    const changed = SITE_SETTINGS_FIELDS.filter((field) => before[field] !== next[field]);
    const changedHindi = SETTINGS_WITH_HINDI.filter(
      (field) => shownHindi(before, hindiBefore, field) !== shownHindi(next, hindiAfter, field),
    );
    hooks.check?.([...new Set([...changed, ...changedHindi])]);
    if (!sameMemory(hindiBefore, hindiAfter)) {
      const value = JSON.stringify(hindiAfter);
      await trx
        .insertInto('site_settings')
        .values({ key: HINDI_KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
    for (const key of changed) {
      await trx
        .insertInto('site_settings')
        .values({ key, value: next[key] })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: next[key] }))
        .execute();
    }
    const change = { before, after: next, changed, hindiBefore, hindiAfter, changedHindi };
    if (changed.length || changedHindi.length || !sameMemory(hindiBefore, hindiAfter)) {
      await bumpContentVersion(trx);
      await hooks.record?.(trx, change);
    }
    return { ...change, version: await readSettingsVersion(trx) };
  });
}
