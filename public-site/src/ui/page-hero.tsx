import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from './section';
import { color, mq } from './theme';
import { useTextLang } from '../content/site-content';

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  color: ${color.white};
  background: radial-gradient(circle at 90% 0%, rgba(245, 158, 11, 0.35), transparent 45%),
    linear-gradient(135deg, ${color.brandDeep}, ${color.brand});
  padding: 48px 0;
  ${mq.md} { padding: 72px 0; }
  h1 { color: ${color.white}; font-size: clamp(2rem, 7vw, 3rem); margin: 0 0 12px; }
  p { max-width: 40em; font-size: 1.1rem; color: #fde8e8; margin: 0; }
  .eyebrow { font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; font-size: 0.85rem; color: ${color.accentSoft}; margin-bottom: 10px; }
`;

/** The banner at the top of inner pages: the page's one h1. */
export function PageHero({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  // Mostly site text: one still in English on a Hindi page says so (docs/decisions/026-hindi.md §3).
  const lang = useTextLang();
  return (
    <Wrap aria-labelledby="page-title">
      <Container>
        {eyebrow && (
          <p className="eyebrow" lang={lang(eyebrow)}>
            {eyebrow}
          </p>
        )}
        <h1 id="page-title" lang={lang(title)}>
          {title}
        </h1>
        {lead && <p lang={typeof lead === 'string' ? lang(lead) : undefined}>{lead}</p>}
        {children}
      </Container>
    </Wrap>
  );
}
