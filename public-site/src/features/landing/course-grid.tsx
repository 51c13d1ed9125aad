import { courseGrid } from '../../content/home';
import { InfoCards } from '../../ui/info-cards';
import { Reveal } from '../../ui/reveal';
import { Container, Section, SectionHeading } from '../../ui/section';

/** SPEC.md §2 'Our Courses' grid: 5 cards. */
export function CourseGrid() {
  return (
    <Section tone="sand" aria-labelledby="courses-title">
      <Container>
        <Reveal>
          <SectionHeading eyebrow={courseGrid.eyebrow} title={courseGrid.title} lead={courseGrid.lead} id="courses-title" />
          <div data-testid="course-grid">
            <InfoCards cards={courseGrid.cards} min={200} />
          </div>
        </Reveal>
      </Container>
    </Section>
  );
}
