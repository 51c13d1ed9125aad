import {
  CONTENT_LANGUAGES,
  defaultSiteText,
  shippedSiteText,
  type ContentLanguage,
  type SiteTextOverrides,
} from '@dds/shared/src/schemas/site-text';
// The server answers and mails in every language: all shipped trees are loaded at start.
import '@dds/shared/src/schemas/site-text-hi/register';
import { SITE_TEXT_KEYS, type SiteTextBlock } from '@dds/shared/src/schemas/site-text-edit';
import { isSiteLanguage } from '@dds/shared/src/schemas/language';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { staleSave, type Save } from '../../lib/record-version';
import { bumpContentVersion } from './content-version';

/*
 * The public site's texts (docs/decisions/021-site-text.md): the shipped words are code, a row in
 * content_blocks is the owner's words for one text in one language. Restoring the original sets the
 * row's value to null rather than deleting it, so its version keeps counting (a screen loaded
 * before the restore cannot save over it unseen). A text never saved is at version 1.
 */

const FIRST_VERSION = 1;

/**
 * The owner's texts per language, for the pages and the visitors' e-mails: only keys the site still
 * has, only real overrides, in any of the site's languages (a Hindi text saved before the Hindi
 * catalogue shipped is used by the Hindi e-mails — decision 026).
 */
export async function readSiteTextOverrides(db: Db): Promise<SiteTextOverrides> {
  const rows = await db
    .selectFrom('content_blocks')
    .select(['block_key', 'language', 'value'])
    .where('value', 'is not', null)
    .execute();
  const out: SiteTextOverrides = {};
  for (const row of rows) {
    const language = row.language as ContentLanguage;
    if (
      row.value === null ||
      !(CONTENT_LANGUAGES.includes(language) || isSiteLanguage(language)) ||
      defaultSiteText(row.block_key) === undefined
    )
      continue;
    (out[language] ??= {})[row.block_key] = row.value;
  }
  return out;
}

/** Every text of the site in one language, as the Site text screen lists it. */
export async function readSiteTextBlocks(db: Db, language: ContentLanguage): Promise<SiteTextBlock[]> {
  const rows = await db.selectFrom('content_blocks').selectAll().where('language', '=', language).execute();
  const byKey = new Map(rows.map((r) => [r.block_key, r]));
  return SITE_TEXT_KEYS.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      language,
      value: row?.value ?? null,
      original: shippedSiteText(key, language)!,
      version: row?.version ?? FIRST_VERSION,
      changedBy: row?.changed_by ?? null,
      changedAt: row?.changed_at ?? null,
    };
  });
}

/** What one save did: the text shown before and after (the shipped one when no override). */
export interface SiteTextChange {
  key: string;
  language: ContentLanguage;
  before: string;
  after: string;
  restored: boolean;
  block: SiteTextBlock;
}

/**
 * Saves one text (`value` null or equal to the shipped words: the shipped text again), claiming the
 * next version first (lib/record-version.ts: the first write of the transaction). A text never saved
 * has no row: its first save inserts one at version 2, and of two first saves only one inserts.
 * The content version moves only when what visitors read changed; `record` writes the audit entry
 * in the same transaction.
 */
export async function saveSiteText(
  db: Db,
  key: string,
  language: ContentLanguage,
  value: string | null,
  save: Save,
  record: (trx: Db, change: SiteTextChange) => Promise<void>,
): Promise<SiteTextChange> {
  // The shipped words in the text's own language: restoring a Hindi text brings back the shipped Hindi.
  const original = shippedSiteText(key, language)!;
  const next = value === null || value === original ? null : value;
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let update = trx
      .updateTable('content_blocks')
      .set((eb) => ({ version: eb('version', '+', 1), changed_by: save.by, changed_at: now }))
      .where('block_key', '=', key)
      .where('language', '=', language);
    if (save.base !== undefined) update = update.where('version', '=', save.base);
    const updated = Number((await update.executeTakeFirst()).numUpdatedRows);
    let before: string | null = null;
    if (updated === 0) {
      const row = await trx
        .selectFrom('content_blocks')
        .select(['version', 'changed_by', 'changed_at'])
        .where('block_key', '=', key)
        .where('language', '=', language)
        .executeTakeFirst();
      if (row) throw staleSave(row);
      if (save.base !== undefined && save.base !== FIRST_VERSION)
        throw staleSave({ version: FIRST_VERSION, changed_by: null, changed_at: null });
      const inserted = await trx
        .insertInto('content_blocks')
        .values({
          block_key: key,
          language,
          value: null,
          version: FIRST_VERSION + 1,
          changed_by: save.by,
          changed_at: now,
        })
        .onConflict((oc) => oc.columns(['block_key', 'language']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        const won = await trx
          .selectFrom('content_blocks')
          .select(['version', 'changed_by', 'changed_at'])
          .where('block_key', '=', key)
          .where('language', '=', language)
          .executeTakeFirstOrThrow();
        throw staleSave(won);
      }
    } else {
      before = (
        await trx
          .selectFrom('content_blocks')
          .select('value')
          .where('block_key', '=', key)
          .where('language', '=', language)
          .executeTakeFirstOrThrow()
      ).value;
    }
    await trx
      .updateTable('content_blocks')
      .set({ value: next })
      .where('block_key', '=', key)
      .where('language', '=', language)
      .execute();
    const row = await trx
      .selectFrom('content_blocks')
      .selectAll()
      .where('block_key', '=', key)
      .where('language', '=', language)
      .executeTakeFirstOrThrow();
    const change: SiteTextChange = {
      key,
      language,
      before: before ?? original,
      after: next ?? original,
      restored: next === null,
      block: {
        key,
        language,
        value: row.value,
        original,
        version: row.version,
        changedBy: row.changed_by,
        changedAt: row.changed_at,
      },
    };
    // A save that changes nothing a visitor reads writes no history and renders no page afresh
    // (the version still moved: a save is a save, docs/decisions/019-activity-you-can-read.md).
    if (change.before !== change.after) {
      await bumpContentVersion(trx);
      await record(trx, change);
    }
    return change;
  });
}
