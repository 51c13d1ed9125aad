import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import type { Db } from '../../db/database';
import { listPeople } from '../people/people.repository';
import { listPhotos, listVideos } from './gallery.repository';

/** The gallery and the people, as every public page receives them with the site content. */
export async function readGalleryAndPeople(
  db: Db,
): Promise<Pick<SiteContent, 'photos' | 'videos' | 'leaders' | 'testimonials'>> {
  const [photos, videos, leaders, testimonials] = await Promise.all([
    listPhotos(db),
    listVideos(db),
    listPeople(db, 'leader'),
    listPeople(db, 'testimonial'),
  ]);
  return { photos, videos, leaders, testimonials };
}
