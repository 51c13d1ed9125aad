import { http } from '@dds/shared/api';
import { siteTextItemPath, SITE_TEXT_PATH, type SiteTextBlock, type SiteTextList } from '@dds/shared/schemas/site-text-edit';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

// Kept in the panel, like the settings calls: the composed site may hand this remote an older
// copy of @dds/shared/api (docs/decisions/002-shared-stateful-contract.md).

export async function getSiteText(): Promise<SiteTextList> {
  return (await http.get<SiteTextList>(SITE_TEXT_PATH)).data;
}

/**
 * Saves one text's words (`null`: the shipped words again), based on the version the screen
 * loaded; someone else's save in between: EditConflictError.
 */
export async function saveSiteText(block: Pick<SiteTextBlock, 'key' | 'language'>, value: string | null, version: number): Promise<SiteTextBlock> {
  return unlessConflict<SiteTextBlock>(await http.put(siteTextItemPath(block.key), { language: block.language, value, version }, LET_CONFLICT_THROUGH));
}
