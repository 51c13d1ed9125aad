/** The three front-end parts, each released on its own (docs/decisions/001-releases.md). */
export const PARTS = ['shell', 'public-site', 'admin-panel'] as const;
export type Part = (typeof PARTS)[number];

export const isPart = (value: unknown): value is Part =>
  typeof value === 'string' && (PARTS as readonly string[]).includes(value);

/** A release version names a folder and a URL segment: letters, digits, `.`, `_`, `-` and `+` only. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

export const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && VERSION_PATTERN.test(value) && !value.includes('..');

/** The name each remote registers under with the federation runtime. */
export const FEDERATION_NAME = { 'public-site': 'public_site', 'admin-panel': 'admin_panel' } as const;
