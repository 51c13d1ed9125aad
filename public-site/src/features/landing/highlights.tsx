import { highlights } from '../../content/home';
import { InfoCards } from '../../ui/info-cards';
import { Reveal } from '../../ui/reveal';
import { Container, Section, SectionHeading } from '../../ui/section';

export function Highlights() {
  return (
    <Section aria-labelledby="highlights-title">
      <Container>
        <Reveal>
          <SectionHeading eyebrow={highlights.eyebrow} title={highlights.title} id="highlights-title" />
          <InfoCards cards={highlights.cards} min={300} />
        </Reveal>
      </Container>
    </Section>
  );
}
