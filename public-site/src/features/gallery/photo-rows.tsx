import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { PHOTO_ROWS } from '@dds/shared/constants';
import type { SiteImage } from '../../content/images';
import { useMediaQuery } from '../../ui/use-media-query';
import { breakpoint, color, mq, radius } from '../../ui/theme';

const left = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;
const right = keyframes`from { transform: translateX(-50%); } to { transform: translateX(0); }`;

const Row = styled.div`
  overflow: hidden;
  padding: 8px 0;
  ${mq.reduced} { overflow-x: auto; }
  &:hover .track, &:focus-within .track { animation-play-state: paused; }
`;

const Track = styled.ul<{ reverse: boolean; seconds: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 14px;
  width: max-content;
  ${mq.motion} { animation: ${(p) => (p.reverse ? right : left)} ${(p) => p.seconds}s linear infinite; }
  li { flex: none; padding-right: 0; }
  img {
    display: block;
    width: 240px;
    height: 180px;
    object-fit: cover;
    border-radius: ${radius.md};
    background: ${color.sand};
    box-shadow: 0 6px 18px rgba(69, 10, 10, 0.15);
    ${mq.md} { width: 280px; height: 210px; }
  }
`;

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/**
 * SPEC.md §2/§9: rows of 10 (desktop) or 4 (phone), scrolling endlessly in alternating
 * directions, 30 s / 20 s per loop; paused on hover and for prefers-reduced-motion.
 */
export function PhotoRows({ images }: { images: SiteImage[] }) {
  const desktop = useMediaQuery(`(min-width: ${breakpoint.md}px)`);
  const perRow = desktop ? PHOTO_ROWS.desktopPerRow : PHOTO_ROWS.mobilePerRow;
  const seconds = desktop ? PHOTO_ROWS.desktopLoopS : PHOTO_ROWS.mobileLoopS;
  return (
    <div data-testid="photo-rows" data-per-row={perRow}>
      {chunk(images, perRow).map((row, r) => (
        // Focusable so keyboard users can pause a row, and scroll it when motion is reduced.
        <Row key={r} tabIndex={0} role="region" aria-label={`Photo row ${r + 1}`}>
          {/* The row is drawn twice so the loop is seamless; the copy is hidden from screen readers. */}
          <Track className="track" reverse={r % 2 === 1} seconds={seconds}>
            {[...row, ...row].map((img, i) => (
              <li key={i} aria-hidden={i >= row.length || undefined}>
                <img src={img.src} alt={i >= row.length ? '' : img.alt} width={img.width} height={img.height} loading={r < 2 ? 'eager' : 'lazy'} decoding="async" />
              </li>
            ))}
          </Track>
        </Row>
      ))}
    </div>
  );
}
