import {
  ICON_FILES,
  SITE_IMAGE_KINDS,
  type SiteIconFile,
  type SiteImageKind,
  type SiteImages,
  type SiteImagesState,
} from '@dds/shared/src/schemas/site-images';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { bumpContentVersion, readContentVersion } from './content-version';
import { iconTag, type IconFile } from './site-icons';

/** One file as the server sends it. */
export interface StoredIcon {
  data: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Replaces the files of one upload kind, in one transaction with the content version (the pages,
 * rendered with the new `?v=` tags, are made afresh) and `record` (the audit entry).
 */
export async function saveSiteIcons(
  db: Db,
  kind: SiteImageKind,
  files: IconFile[],
  by: string,
  record: (trx: Db) => Promise<void>,
): Promise<string> {
  const tag = iconTag(files);
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('site_icons').where('kind', '=', kind).execute();
    for (const f of files) {
      await trx
        .insertInto('site_icons')
        .values({
          kind,
          name: f.name,
          data: f.data,
          content_type: f.contentType,
          etag: tag,
          changed_by: by,
          changed_at: at,
        })
        .execute();
    }
    await bumpContentVersion(trx);
    await record(trx);
  });
  return tag;
}

/** Back to the build's files for this kind; false when there was nothing uploaded. */
export async function removeSiteIcons(
  db: Db,
  kind: SiteImageKind,
  record: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = Number(
      (await trx.deleteFrom('site_icons').where('kind', '=', kind).executeTakeFirst()).numDeletedRows,
    );
    if (gone === 0) return false;
    await bumpContentVersion(trx);
    await record(trx);
    return true;
  });
}

/** Who uploaded each kind and when (null: the build's files). */
export async function readSiteImagesState(db: Db): Promise<SiteImagesState> {
  const rows = await db
    .selectFrom('site_icons')
    .select(['kind', 'etag', 'changed_by', 'changed_at'])
    .distinct()
    .execute();
  const state = Object.fromEntries(SITE_IMAGE_KINDS.map((k) => [k, null])) as SiteImagesState;
  for (const row of rows)
    if ((SITE_IMAGE_KINDS as readonly string[]).includes(row.kind))
      state[row.kind as SiteImageKind] = { tag: row.etag, changedBy: row.changed_by, changedAt: row.changed_at };
  return state;
}

/** The tags the pages' content carries. */
export async function readSiteImages(db: Db): Promise<SiteImages> {
  const state = await readSiteImagesState(db);
  return { ...(state.logo ? { logo: state.logo.tag } : {}), ...(state.favicon ? { favicon: state.favicon.tag } : {}) };
}

/**
 * The uploaded files by root name, read again only when the content version moved (every upload
 * moves it): an icon the favicon upload made wins over the same icon made from the logo.
 */
export function createSiteIconSource(db: Db): (name: string) => Promise<StoredIcon | undefined> {
  let cached: { version: number; files: Map<string, StoredIcon> } | undefined;
  return async function siteIcon(name) {
    const version = await readContentVersion(db);
    if (cached?.version !== version) {
      const rows = await db.selectFrom('site_icons').select(['kind', 'name', 'data', 'content_type', 'etag']).execute();
      const files = new Map<string, StoredIcon>();
      const rank = (kind: string, file: string) =>
        kind === 'favicon' && (ICON_FILES as readonly string[]).includes(file) ? 2 : 1;
      const ranks = new Map<string, number>();
      for (const row of rows) {
        const r = rank(row.kind, row.name);
        if ((ranks.get(row.name) ?? 0) >= r) continue;
        ranks.set(row.name, r);
        files.set(row.name, {
          data: Buffer.from(row.data),
          contentType: row.content_type,
          etag: `"${row.kind}-${row.etag}"`,
        });
      }
      cached = { version, files };
    }
    return cached.files.get(name as SiteIconFile);
  };
}
