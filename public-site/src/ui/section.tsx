import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, contentWidth, mq } from './theme';
import { useTextLang } from '../content/site-content';

export const Container = styled.div`
  width: 100%;
  max-width: ${contentWidth};
  margin: 0 auto;
  padding: 0 20px;
  ${mq.md} { padding: 0 32px; }
`;

export const Section = styled.section<{ tone?: 'white' | 'cream' | 'sand' }>`
  padding: 56px 0;
  background: ${(p) => (p.tone === 'cream' ? color.cream : p.tone === 'sand' ? color.sand : color.white)};
  ${mq.md} { padding: 80px 0; }
`;

const Eyebrow = styled.p`
  margin: 0 0 8px;
  color: ${color.brand};
  font-weight: 700;
  font-size: 0.85rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Heading = styled.div<{ align: 'left' | 'center' }>`
  max-width: 720px;
  margin: ${(p) => (p.align === 'center' ? '0 auto 40px' : '0 0 32px')};
  text-align: ${(p) => p.align};
  h2 { font-size: clamp(1.6rem, 4.5vw, 2.4rem); }
  p:last-child { color: ${color.muted}; font-size: 1.05rem; margin: 0; }
`;

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
}

export function SectionHeading({ eyebrow, title, lead, id, align = 'center' }: SectionHeadingProps) {
  // A heading's texts are mostly site text: one still in English on a Hindi page says so (docs/decisions/026-hindi.md §3).
  const lang = useTextLang();
  return (
    <Heading align={align}>
      {eyebrow && <Eyebrow lang={lang(eyebrow)}>{eyebrow}</Eyebrow>}
      <h2 id={id} lang={lang(title)}>
        {title}
      </h2>
      {lead && <p lang={typeof lead === 'string' ? lang(lead) : undefined}>{lead}</p>}
    </Heading>
  );
}
