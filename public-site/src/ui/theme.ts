/**
 * Design tokens. The palette grows out of the red logo: a deep brand red for actions, a warm
 * cream for calm backgrounds and an amber accent. Every text/background pair used here keeps
 * a contrast of at least 4.5:1.
 */
export const color = {
  brand: '#b91c1c',
  brandDark: '#7f1d1d',
  brandDeep: '#450a0a',
  brandSoft: '#fee2e2',
  accent: '#f59e0b',
  accentSoft: '#fef3c7',
  cream: '#fffbf5',
  sand: '#fdf2e9',
  ink: '#1f2937',
  muted: '#4b5563',
  line: '#e7e1da',
  white: '#ffffff',
} as const;

/**
 * System fonts. Headings used to name Poppins, which the site never shipped: visitors with it
 * installed saw another page than everyone else. A Latin web font would cost a request and a
 * layout shift on slow phones for little gain, so headings use the same stack as the text (bold,
 * tighter). Hindi pages put a Devanagari face before it (ui/fonts/devanagari-font.ts, set by
 * ui/global-styles.tsx through the variable): every rule that names `font.body` or `font.heading`
 * follows, and Latin text keeps these fonts there too.
 */
export const systemFontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
export const FONT_STACK_VARIABLE = '--dds-font';
const siteStack = `var(${FONT_STACK_VARIABLE}, ${systemFontStack})`;
export const font = {
  body: siteStack,
  heading: siteStack,
} as const;

/** docs/contract.md §6: the desktop menu shows from the large breakpoint upward. */
export const breakpoint = { md: 768, lg: 1024 } as const;
export const mq = {
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  belowLg: `@media (max-width: ${breakpoint.lg - 0.02}px)`,
  motion: '@media (prefers-reduced-motion: no-preference)',
  reduced: '@media (prefers-reduced-motion: reduce)',
} as const;

export const radius = { sm: '8px', md: '14px', lg: '22px', pill: '999px' } as const;
export const shadow = {
  card: '0 1px 2px rgba(69, 10, 10, 0.06), 0 8px 24px rgba(69, 10, 10, 0.08)',
  raised: '0 12px 40px rgba(69, 10, 10, 0.18)',
} as const;

export const HEADER_HEIGHT = 68;
export const contentWidth = '1180px';
