import styled from '@emotion/styled';
import { color, radius } from './theme';

/**
 * A tiny stroke-icon set (24×24 paths) so cards get icons without an icon library or extra
 * requests. Content modules refer to icons by name.
 */
const paths = {
  chat: 'M4 5h16v10H8l-4 4z M8 9h8 M8 12h5',
  monitor: 'M3 4h18v12H3z M8 20h8 M12 16v4',
  award: 'M12 3a6 6 0 1 0 0 12a6 6 0 1 0 0-12z M8.5 14L7 21l5-3 5 3-1.5-7',
  briefcase: 'M3 7h18v13H3z M8 7V4h8v3 M3 12h18',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  code: 'M8 7l-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16',
  calculator: 'M5 3h14v18H5z M8 7h8 M8 12h2 M14 12h2 M8 16h2 M14 16h2',
  layers: 'M12 3l9 5-9 5-9-5z M3 13l9 5 9-5',
  atom: 'M12 10.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z M12 3c-2 0-3 4-3 9s1 9 3 9 3-4 3-9-1-9-3-9z M4 7.5c1-1.7 5-.8 9 1.7s6.8 5.5 5.8 7.3-5 .8-9-1.7S3 9.2 4 7.5z',
  users: 'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8z M2 21c0-4 3-6 7-6s7 2 7 6 M17 4a3.5 3.5 0 0 1 0 7 M19 15c2 1 3 3 3 6',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 3',
  book: 'M4 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H4z M20 4h-6 M20 4v15h-6',
  megaphone: 'M3 10v4h4l8 5V5L7 10z M18 9a4 4 0 0 1 0 6',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z M15.5 15.5L21 21',
  pen: 'M4 20l4-1 11-11-3-3L5 16z M14 6l3 3',
  palette: 'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3 3 0 4-1 3-2 3-4c0-4.5-4-8-9-8z M7.5 11h.01 M10 7h.01 M15 7h.01',
  film: 'M3 5h18v14H3z M7 5v14 M17 5v14 M3 9h4 M3 15h4 M17 9h4 M17 15h4',
  share:
    'M6 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M18 3a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M18 15a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M8.6 10.5l6.8-4 M8.6 13.5l6.8 4',
  chart: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z M12 6.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  heart: 'M12 20s-8-4.8-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.2-8 11-8 11z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9z',
  target:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10z M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  keyboard: 'M2 6h20v12H2z M6 10h.01 M10 10h.01 M14 10h.01 M18 10h.01 M7 14h10',
  play: 'M8 5v14l11-7z',
  // A speech bubble with a handset: reads as WhatsApp without shipping its logo.
  whatsapp:
    'M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 7.9 19.3z M9.2 7.6c-.6 0-1.2.6-1.2 1.5 0 3.2 3.4 6.6 6.7 6.6.8 0 1.5-.7 1.5-1.3l-2-1.1-1 .9a5 5 0 0 1-2.6-2.6l.9-1z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The tinted square an icon sits in on cards. */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${radius.md};
  background: linear-gradient(135deg, ${color.brandSoft}, ${color.accentSoft});
  color: ${color.brand};
  flex: none;
`;
