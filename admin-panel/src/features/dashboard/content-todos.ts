import type { SiteContent } from '@dds/shared/schemas';
import { ADMIN_ROUTES } from '@dds/shared/routes';

/** What to do, why and the link's words are `todo.<key>`, `todo.<key>.why`, `todo.<key>.action` (./dashboard-text.ts). */
export interface ContentTodo {
  key: 'photos' | 'videos' | 'leaders' | 'testimonials';
  to: string;
}

/**
 * What a fresh install shows that is not the institute's own: sample photos and videos (marked as
 * samples on the public pages), and no leaders' messages or testimonials at all.
 */
export function contentTodos(
  content: Pick<SiteContent, 'photos' | 'videos' | 'leaders' | 'testimonials'>,
): ContentTodo[] {
  const todos: ContentTodo[] = [];
  if (!content.photos.length) todos.push({ key: 'photos', to: ADMIN_ROUTES.gallery });
  if (!content.videos.length) todos.push({ key: 'videos', to: ADMIN_ROUTES.videos });
  if (!content.leaders.length) todos.push({ key: 'leaders', to: ADMIN_ROUTES.people });
  if (!content.testimonials.length) todos.push({ key: 'testimonials', to: ADMIN_ROUTES.people });
  return todos;
}
