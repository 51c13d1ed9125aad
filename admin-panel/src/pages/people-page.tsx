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
import { savePerson } from '../features/content/content-api';
import { ContentPage } from '../features/content/content-page';
import { useOrderedList } from '../features/content/use-ordered-list';
import { PeopleSection } from '../features/people/people-section';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { useAdminText } from '../i18n/admin-text';
import { peopleText } from '../features/people/people-text';

/** docs/contract.md §2 About page messages (director, CEO, manager) and students' testimonials (home and About). */
export function PeoplePage() {
  const t = useAdminText(peopleText);
  const leaders = useOrderedList<Leader>('leaders', (l) => t('leaders.item', { name: l.name }));
  const testimonials = useOrderedList<Testimonial>('testimonials', (s) => t('testimonials.item', { name: s.name }));
  return (
    <ContentPage
      title={t('people.title')}
      site={{ href: PUBLIC_ROUTES.about.link, label: t('people.viewSite') }}
      lead={t('people.lead')}
      gap={28}
    >
      <PeopleSection<Leader>
        id="leaders-title"
        title={t('leaders.title')}
        loadWhat={t('leaders.loadWhat')}
        intro={t('leaders.intro')}
        emptyText={t('leaders.empty')}
        itemName={(l) => t('leaders.theItem', { name: l.name })}
        formWords={{ add: t('leaders.add'), edit: t('leaders.edit'), submit: t('leaders.submit') }}
        list={leaders}
        fields={[
          { key: 'name', label: t('leaders.name'), maxLength: 120, hint: t('leaders.nameHint') },
          {
            key: 'role',
            label: t('leaders.role'),
            maxLength: 60,
            suggestions: LEADER_ROLES,
            hint: t('leaders.roleHint'),
            hindi: true,
          },
          { key: 'message', label: t('leaders.message'), maxLength: 1500, multiline: true, hindi: true },
        ]}
        check={(v) => leaderInputSchema.safeParse(v)}
        toValues={(l) => ({ name: l.name, role: l.role, message: l.message })}
        save={(id, v, hindi, portrait, version) =>
          savePerson('leaders', id, { name: v.name!, role: v.role!, message: v.message!, hindi }, portrait, version)
        }
        describe={(l) => ({ what: l.role, text: l.message })}
        missingHindi={(l) => countMissingHindi(leaderEnglishTexts(l), l.hindi)}
      />
      <PeopleSection<Testimonial>
        id="testimonials-title"
        title={t('testimonials.title')}
        loadWhat={t('testimonials.loadWhat')}
        intro={t('testimonials.intro')}
        emptyText={t('testimonials.empty')}
        itemName={(s) => t('testimonials.theItem', { name: s.name })}
        formWords={{ add: t('testimonials.add'), edit: t('testimonials.edit'), submit: t('testimonials.submit') }}
        list={testimonials}
        fields={[
          { key: 'name', label: t('testimonials.name'), maxLength: 120 },
          {
            key: 'course',
            label: t('testimonials.course'),
            maxLength: 120,
            hint: t('testimonials.courseHint'),
            hindi: true,
          },
          {
            key: 'year',
            label: t('testimonials.year'),
            maxLength: 4,
            inputMode: 'numeric',
            hint: t('testimonials.yearHint'),
          },
          {
            key: 'quote',
            label: t('testimonials.quote'),
            maxLength: 800,
            multiline: true,
            hint: t('testimonials.quoteHint'),
            hindi: true,
          },
        ]}
        check={(v) => testimonialInputSchema.safeParse(v)}
        toValues={(t) => ({ name: t.name, course: t.course, year: String(t.year), quote: t.quote })}
        save={(id, v, hindi, portrait, version) =>
          savePerson(
            'testimonials',
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
