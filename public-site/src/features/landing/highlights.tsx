import styled from '@emotion/styled';
import { HIGHLIGHT_ICONS, withIcons } from '../../content/home';
import { useSiteText } from '../../content/site-content';
import { InfoCards } from '../../ui/info-cards';
import { Reveal } from '../../ui/reveal';
import { renderWhenNear } from '../../ui/render-when-near';
import { Container, Section, SectionHeading } from '../../ui/section';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/home';

// Below the fold on every screen (decision 037).
const HighlightsSection = styled(Section)`
  ${renderWhenNear({ phone: 1422, wide: 564 })}
`;

export function Highlights() {
  const { highlights } = useSiteText().home;
  return (
    <HighlightsSection aria-labelledby="highlights-title">
      <Container>
        <Reveal>
          <SectionHeading eyebrow={highlights.eyebrow} title={highlights.title} id="highlights-title" />
          <InfoCards cards={withIcons(highlights.cards, HIGHLIGHT_ICONS)} min={300} />
        </Reveal>
      </Container>
    </HighlightsSection>
  );
}
