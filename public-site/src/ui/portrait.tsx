import styled from '@emotion/styled';
import type { MediaImage } from '@dds/shared/schemas';
import { MediaPicture } from './media-picture';
import { color } from './theme';

const Round = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, ${color.brandSoft}, ${color.accentSoft});
  color: ${color.brandDark};
  font-weight: 700;
  font-size: ${(p) => Math.round(p.size * 0.36)}px;
  picture, img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const initials = (name: string) =>
  name
    .replace(/^(dr|mr|mrs|ms|shri|smt)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A person's round portrait, or their initials when the admin gave no photo (never a stock face). */
export function Portrait({ name, photo, size }: { name: string; photo: MediaImage | null; size: number }) {
  return (
    // The name is written beside it: the picture adds nothing for a screen reader.
    <Round size={size} aria-hidden="true">
      {photo ? <MediaPicture image={photo} alt="" sizes={`${size}px`} cssWidth={size} /> : initials(name)}
    </Round>
  );
}
