import { http } from '@dds/shared/api';
import type { ContentLanguage } from '@dds/shared/schemas/site-text';
import {
  siteTextItemPath,
  SITE_TEXT_PATH,
  type SiteTextBlock,
  type SiteTextList,
} from '@dds/shared/schemas/site-text-edit';
import { SITE_IMAGES_PATH, type SiteImageKind, type SiteImagesState } from '@dds/shared/schemas/site-images';
import { LET_CONFLICT_THROUGH, unlessConflict } from '../edit-conflict';

// Kept in the panel, like the settings calls: the composed site may hand this remote an older
// copy of @dds/shared/api (docs/decisions/002-shared-stateful-contract.md).

/** Every text of the site in one language (the screen loads English and Hindi side by side). */
export async function getSiteText(language: ContentLanguage = 'en'): Promise<SiteTextList> {
  return (await http.get<SiteTextList>(SITE_TEXT_PATH, { params: { language } })).data;
}

/**
 * Saves one text's words (`null`: the shipped words again), based on the version the screen
 * loaded; someone else's save in between: EditConflictError.
 */
export async function saveSiteText(
  block: Pick<SiteTextBlock, 'key' | 'language'>,
  value: string | null,
  version: number,
): Promise<SiteTextBlock> {
  return unlessConflict<SiteTextBlock>(
    await http.put(siteTextItemPath(block.key), { language: block.language, value, version }, LET_CONFLICT_THROUGH),
  );
}

/** Who uploaded the logo and favicon and when (null: the build's). */
export async function getSiteImages(): Promise<SiteImagesState> {
  return (await http.get<SiteImagesState>(SITE_IMAGES_PATH)).data;
}

/** Uploads a logo or favicon; the server makes every size from it. */
export async function uploadSiteImage(kind: SiteImageKind, file: Blob): Promise<SiteImagesState> {
  const form = new FormData();
  form.append('image', file);
  return (await http.put<SiteImagesState>(`${SITE_IMAGES_PATH}/${kind}`, form)).data;
}

/** Back to the original (the build's) logo or favicon. */
export async function removeSiteImage(kind: SiteImageKind): Promise<SiteImagesState> {
  return (await http.delete<SiteImagesState>(`${SITE_IMAGES_PATH}/${kind}`)).data;
}
