import { PUBLIC_ROUTES } from '@dds/shared/src/routes';
import { stripLanguage } from '@dds/shared/src/language-paths';
import { BUSINESS_TOPICS } from '@dds/shared/src/schemas/inquiry';
import { admissionCatalogue, enrollChoice } from '@dds/shared/src/schemas/course-lists';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import { prerenderKey } from './prerendered-page';

/**
 * The query a public page is rendered with when the query changes what it shows:
 * - the inquiry page asked for a business project (`?kind=business`, optionally `&topic=<service>`),
 *   or sent from a course page (`?course=<its page address>`, a course of `content`);
 * - the admission form opened from an Enroll Now link (`?course=<name>&mode=<Online|Offline>`): the
 *   server's page has that course and mode chosen, so a visitor without the app (or before it) sends
 *   what the link chose (docs/decisions/016-input-before-the-app.md).
 * Only known values pass (a course of the admission catalogue of `content`, a mode), written one
 * way, so the cache of rendered pages stays a handful of entries per page whatever visitors type.
 * '' for every other request.
 */
export function pageVariant(pathname: string, query: unknown, content?: Pick<SiteContent, 'courses'>): string {
  const page = prerenderKey(stripLanguage(pathname));
  const q = (query ?? {}) as Record<string, unknown>;
  if (page === PUBLIC_ROUTES.admission.path) return content ? admissionVariant(content, q) : '';
  if (page !== PUBLIC_ROUTES.inquiry.path) return '';
  if (q.kind !== 'business') {
    // "Send an inquiry" on a course page: the server's form names that course (decision 018).
    const slug = content?.courses.find((c) => c.slug === q.course)?.slug;
    return slug ? `?course=${encodeURIComponent(slug)}` : '';
  }
  const topic = BUSINESS_TOPICS.find((t) => t.value === q.topic)?.value;
  return `?kind=business${topic ? `&topic=${topic}` : ''}`;
}

function admissionVariant(content: Pick<SiteContent, 'courses'>, q: Record<string, unknown>): string {
  const { course, mode } = enrollChoice(admissionCatalogue(content.courses), q.course, q.mode);
  const params = new URLSearchParams();
  if (course) params.set('course', course);
  if (mode) params.set('mode', mode);
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `?${query}` : '';
}
