import type { InfoCard } from '../content/home';
import { Card, CardGrid } from './card';
import { Icon, IconBadge } from './icon';
import { useTextLang } from '../content/site-content';

/**
 * A grid of title/description/icon cards (docs/contract.md §3 static cards). A fixed, short set of cards
 * (the donation page's three) fills the row rather than sitting left of an empty column.
 */
export function InfoCards({ cards, min, headingLevel = 3 }: { cards: InfoCard[]; min?: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The cards are site text (highlights, service and donation cards): English standing in says so.
  const lang = useTextLang();
  return (
    <CardGrid min={min} fill>
      {cards.map((card, i) => (
        <Card key={i}>
          <IconBadge>
            <Icon name={card.icon} size={26} />
          </IconBadge>
          <Heading lang={lang(card.title)}>{card.title}</Heading>
          <p lang={lang(card.description)}>{card.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
