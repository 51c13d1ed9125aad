// A fresh install's site content as plain data: the public site starts from it at first paint,
// without loading the zod schemas (./site-settings checks the field list matches its schema).
import type { SiteContent, SiteSettings, SiteSettingsField } from './site-settings';

/** Every settings field, in the order of the schema (a test keeps the two equal). */
export const SITE_SETTINGS_FIELD_NAMES = [
  'instituteName',
  'address',
  'phone',
  'email',
  'whatsapp',
  'mapsUrl',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'upiId',
  'upiPayee',
  'officeHours',
] as const satisfies readonly SiteSettingsField[];

/** A fresh install: nothing set yet. */
export const EMPTY_SITE_SETTINGS: SiteSettings = Object.fromEntries(
  SITE_SETTINGS_FIELD_NAMES.map((f) => [f, '']),
) as SiteSettings;

export const EMPTY_SITE_CONTENT: SiteContent = {
  version: 0,
  settings: EMPTY_SITE_SETTINGS,
  photos: [],
  videos: [],
  leaders: [],
  testimonials: [],
  courses: [],
};
