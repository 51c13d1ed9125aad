import { PUBLIC_ROUTES } from '@dds/shared/src/routes';
import { BUSINESS_TOPICS } from '@dds/shared/src/schemas/inquiry';
import { prerenderKey } from './prerendered-page';

/**
 * The query a public page is rendered with when the query changes what it shows: the inquiry page
 * asked for a business project (`?kind=business`, optionally `&topic=<service>`). Only known values
 * pass, so the cache of rendered pages stays a handful of entries whatever visitors type. '' for
 * every other request.
 */
export function pageVariant(pathname: string, query: unknown): string {
  if (prerenderKey(pathname) !== PUBLIC_ROUTES.inquiry.path) return '';
  const q = (query ?? {}) as Record<string, unknown>;
  if (q.kind !== 'business') return '';
  const topic = BUSINESS_TOPICS.find((t) => t.value === q.topic)?.value;
  return `?kind=business${topic ? `&topic=${topic}` : ''}`;
}
