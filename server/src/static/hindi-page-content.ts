import '@dds/shared/src/schemas/content-hi/register';
import { shownHindi } from '@dds/shared/src/schemas/content-hindi';
import { courseEnglishTexts } from '@dds/shared/src/schemas/course';
import { leaderEnglishTexts, testimonialEnglishTexts } from '@dds/shared/src/schemas/people';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';

/**
 * The content a Hindi page carries: each course, leader and testimonial with the Hindi that page
 * shows of its current texts — the owner's, else the shipped Hindi (the seeded courses, the
 * suggested roles: content-hi/register) — in its `hindi`. The browser then has no table of shipped course Hindi to load: a Hindi page's scripts
 * stay within English + 10 KB (docs/decisions/026-hindi.md §3, "Cost"), and the page carries only
 * the Hindi of the courses the site shows, of their English as it reads now (a reworded text has
 * none, so it shows in English marked `lang="en"`, as before). One copy per content version (the
 * content object is cached).
 */
export function hindiPageContent(content: SiteContent): SiteContent {
  let hindi = hindiContent.get(content);
  if (!hindi) {
    hindi = {
      ...content,
      courses: content.courses.map((course) => ({
        ...course,
        hindi: shownHindi(courseEnglishTexts(course), course.hindi),
      })),
      leaders: content.leaders.map((leader) => ({
        ...leader,
        hindi: shownHindi(leaderEnglishTexts(leader), leader.hindi),
      })),
      testimonials: content.testimonials.map((testimonial) => ({
        ...testimonial,
        hindi: shownHindi(testimonialEnglishTexts(testimonial), testimonial.hindi),
      })),
    };
    hindiContent.set(content, hindi);
  }
  return hindi;
}
const hindiContent = new WeakMap<SiteContent, SiteContent>();
