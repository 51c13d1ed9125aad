import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { PHOTO_ROWS } from '@dds/shared/constants';
import type { MediaImage } from '@dds/shared/schemas';
import { MediaPicture } from '../../ui/media-picture';
import { renderWhenNear } from '../../ui/render-when-near';
import { useMediaQuery } from '../../ui/use-media-query';
import { breakpoint, color, mq, radius } from '../../ui/theme';
import { useFormat } from '../../i18n/format';
import { useInterfaceText } from '../../i18n/interface-text';
import { galleryText } from './gallery-text';

const left = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;
const right = keyframes`from { transform: translateX(-50%); } to { transform: translateX(0); }`;

/** A picture of a row: one the admin uploaded (`image`), or a shipped sample file (`src`). */
export type RowPhoto = { key: string; alt: string } & (
  { image: MediaImage } | { src: string; width: number; height: number }
);

/** Each picture fills a 240×180 box on phones, 280×210 from the md breakpoint. */
const SIZES = `(min-width: ${breakpoint.md}px) 280px, 240px`;

/*
 * /Photos draws 13 rows of 8 pictures on a phone: a row below the screen is not laid out, painted or
 * animated until it comes near (content-visibility), its content's height kept meanwhile (the
 * picture's box; the padding comes on top) so nothing jumps (decision 027, "The public routes under 95").
 */
const Row = styled.div`
  overflow: hidden;
  padding: 8px 0;
  ${renderWhenNear({ phone: 180, wide: 210 }, mq.md)}
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
  picture { display: block; }
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

/** The row repeated to at least `perRow` pictures, then twice over (the loop moves by half). */
function doubled<T>(row: T[], perRow: number): T[] {
  const half = Array.from({ length: Math.ceil(perRow / row.length) }, () => row).flat();
  return [...half, ...half];
}

function Picture({ photo, alt, eager }: { photo: RowPhoto; alt: string; eager: boolean }) {
  const loading = eager ? 'eager' : 'lazy';
  if ('image' in photo)
    return <MediaPicture image={photo.image} alt={alt} sizes={SIZES} cssWidth={280} loading={loading} />;
  return <img src={photo.src} alt={alt} width={photo.width} height={photo.height} loading={loading} decoding="async" />;
}

/**
 * docs/contract.md §2/§6: rows of 10 (desktop) or 4 (phone), scrolling endlessly in alternating
 * directions, 30 s / 20 s per loop; paused on hover and for prefers-reduced-motion.
 */
export function PhotoRows({ photos, sample = false }: { photos: RowPhoto[]; sample?: boolean }) {
  const desktop = useMediaQuery(`(min-width: ${breakpoint.md}px)`);
  const perRow = desktop ? PHOTO_ROWS.desktopPerRow : PHOTO_ROWS.mobilePerRow;
  const seconds = desktop ? PHOTO_ROWS.desktopLoopS : PHOTO_ROWS.mobileLoopS;
  const t = useInterfaceText(galleryText);
  const format = useFormat();
  return (
    <div data-testid="photo-rows" data-per-row={perRow} data-sample={sample || undefined}>
      {chunk(photos, perRow).map((row, r) => (
        // Focusable so keyboard users can pause a row, and scroll it when motion is reduced.
        <Row key={r} tabIndex={0} role="region" aria-label={t('gallery.photoRow', { number: format.number(r + 1) })}>
          {/* The row is drawn twice so the loop is seamless (a short row is repeated until it fills a
              screen first, so a gallery of a few photos still scrolls with no gap); copies are hidden
              from screen readers. */}
          <Track className="track" reverse={r % 2 === 1} seconds={seconds}>
            {doubled(row, perRow).map((photo, i) => (
              <li key={`${photo.key}-${i}`} aria-hidden={i >= row.length || undefined}>
                <Picture photo={photo} alt={i >= row.length ? '' : photo.alt} eager={r < 2} />
              </li>
            ))}
          </Track>
        </Row>
      ))}
    </div>
  );
}
