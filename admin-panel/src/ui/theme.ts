/**
 * Colours and breakpoints of the back office. Every text colour here was checked against its
 * background for at least 4.5:1 contrast (WCAG AA), since the admin often works outdoors on a phone.
 */
export const colors = {
  brand: '#b91c1c', // 6.5:1 on white
  brandDark: '#991b1b',
  text: '#1f2937',
  muted: '#4b5563', // 7.6:1 on white
  border: '#d1d5db',
  surface: '#ffffff',
  page: '#f3f4f6',
  focus: '#1d4ed8',
  success: '#166534',
  successBg: '#dcfce7',
  danger: '#b91c1c',
  dangerBg: '#fee2e2',
  warnBg: '#fef3c7',
  warnText: '#92400e',
} as const;

/** Below `narrow` tables become cards and the sidebar becomes a drawer. */
export const media = {
  narrow: '@media (max-width: 760px)',
  wide: '@media (min-width: 761px)',
} as const;

/** Tap targets on phones are at least 44 px (WCAG 2.5.5). */
export const TAP = '44px';
