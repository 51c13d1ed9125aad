import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import type { Db } from '../../db/database';
import { readPublicCourses } from '../courses/course.repository';
import { readGalleryAndPeople } from '../gallery/public-content';
import { readContentVersion } from './content-version';
import { readSettings, readSettingsHindi } from './settings.repository';
import { readSiteImages } from './site-icons.repository';
import { readSiteTextOverrides } from './site-text.repository';

/**
 * The content every public page shows, read again only when its version moved (one small query
 * per page request; another process's change is seen at once). With PUBLIC_ORIGIN, so the pages'
 * canonical links, share tags and structured data are absolute (docs/decisions/017-search-and-sharing.md).
 */
export function createSiteContentSource(db: Db, origin?: string): () => Promise<SiteContent> {
  let cached: SiteContent | undefined;
  return async function currentSiteContent() {
    const version = await readContentVersion(db);
    if (cached?.version !== version)
      cached = {
        version,
        ...(origin ? { origin } : {}),
        settings: await readSettings(db),
        settingsHindi: await readSettingsHindi(db),
        courses: await readPublicCourses(db),
        ...(await readGalleryAndPeople(db)),
        texts: await readSiteTextOverrides(db),
        images: await readSiteImages(db),
      };
    return cached;
  };
}
