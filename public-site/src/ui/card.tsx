import styled from '@emotion/styled';
import { color, mq, radius, shadow } from './theme';

/**
 * Cards in as many columns of at least `min` px as fit. `fill`: the cards share out the whole row
 * when they are fewer than the columns (three cards at 1280 px spread over the row instead of
 * leaving an empty fourth column on the right); without it a short list keeps the column width,
 * so one or two course cards are not stretched across the page.
 */
export const CardGrid = styled('ul', { shouldForwardProp: (prop) => prop !== 'min' && prop !== 'fill' })<{
  min?: number;
  fill?: boolean;
}>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(${(p) => (p.fill ? 'auto-fit' : 'auto-fill')}, minmax(min(100%, ${(p) => p.min ?? 260}px), 1fr));
  ${mq.md} { gap: 24px; }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 24px;
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  transition: transform 200ms ease, box-shadow 200ms ease;
  &:hover { transform: translateY(-3px); box-shadow: ${shadow.raised}; }
  h3 { font-size: 1.15rem; margin: 4px 0 0; }
  p { margin: 0; color: ${color.muted}; }
`;
