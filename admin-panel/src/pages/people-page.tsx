import { countMissingHindi } from '@dds/shared/schemas/content-hindi';
import {
  LEADER_ROLES,
  leaderEnglishTexts,
  leaderInputSchema,
  testimonialEnglishTexts,
  testimonialInputSchema,
  type Leader,
  type Testimonial,
} from '@dds/shared/schemas/people';
import { saveLeader, saveTestimonial } from '../features/content/content-api';
import { ContentPage } from '../features/content/content-page';
import { useOrderedList } from '../features/content/use-ordered-list';
import { PeopleSection } from '../features/people/people-section';
import { PUBLIC_ROUTES } from '@dds/shared/routes';

/** docs/contract.md §2 About page messages (director, CEO, manager) and students' testimonials (home and About). */
export function PeoplePage() {
  const leaders = useOrderedList<Leader>('leaders', (l) => `message of ${l.name}`);
  const testimonials = useOrderedList<Testimonial>('testimonials', (t) => `testimonial of ${t.name}`);
  return (
    <ContentPage
      title="People"
      site={{ href: PUBLIC_ROUTES.about.link, label: 'View the About page' }}
      lead="The people who speak for the institute on the site. A block with nobody in it is not shown. Every change is live at once."
      gap={28}
    >
      <PeopleSection<Leader>
        id="leaders-title"
        title="Messages from the team"
        intro="On the About page: a message from the director, the CEO and the manager (or whoever you choose), in this order."
        emptyText="No messages yet, so the About page shows none. Add the director’s, CEO’s and manager’s messages."
        noun="message"
        list={leaders}
        fields={[
          { key: 'name', label: 'Name', maxLength: 120, hint: 'As visitors should read it, e.g. “Dr. Rakesh Sharma”.' },
          {
            key: 'role',
            label: 'Role',
            maxLength: 60,
            suggestions: LEADER_ROLES,
            hint: 'Director, CEO, Manager… Shown as “Message from the Director”.',
            hindi: true,
          },
          { key: 'message', label: 'Message', maxLength: 1500, multiline: true, hindi: true },
        ]}
        check={(v) => leaderInputSchema.safeParse(v)}
        toValues={(l) => ({ name: l.name, role: l.role, message: l.message })}
        save={(id, v, hindi, portrait, version) =>
          saveLeader(id, { name: v.name!, role: v.role!, message: v.message!, hindi }, portrait, version)
        }
        describe={(l) => ({ what: l.role, text: l.message })}
        missingHindi={(l) => countMissingHindi(leaderEnglishTexts(l), l.hindi)}
      />
      <PeopleSection<Testimonial>
        id="testimonials-title"
        title="Student testimonials"
        intro="On the home page (before the inquiry form) and the About page. Ask the student before you publish their words and photo."
        emptyText="No testimonials yet, so the home and About pages show none."
        noun="testimonial"
        list={testimonials}
        fields={[
          { key: 'name', label: 'Student name', maxLength: 120 },
          {
            key: 'course',
            label: 'Course',
            maxLength: 120,
            hint: 'e.g. Spoken English, ADCA, Tally + GST',
            hindi: true,
          },
          { key: 'year', label: 'Year', maxLength: 4, inputMode: 'numeric', hint: 'The year of the course, e.g. 2024' },
          {
            key: 'quote',
            label: 'Quote',
            maxLength: 800,
            multiline: true,
            hint: 'In the student’s own words.',
            hindi: true,
          },
        ]}
        check={(v) => testimonialInputSchema.safeParse(v)}
        toValues={(t) => ({ name: t.name, course: t.course, year: String(t.year), quote: t.quote })}
        save={(id, v, hindi, portrait, version) =>
          saveTestimonial(
            id,
            { name: v.name!, course: v.course!, year: v.year!, quote: v.quote!, hindi },
            portrait,
            version,
          )
        }
        describe={(t) => ({ what: `${t.course}, ${t.year}`, text: t.quote })}
        missingHindi={(t) => countMissingHindi(testimonialEnglishTexts(t), t.hindi)}
      />
    </ContentPage>
  );
}
