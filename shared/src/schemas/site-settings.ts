import { z } from 'zod';
import { multilineText, optionalText } from './common';
import { keepCurrentHindi, type HindiMemory } from './content-hindi';
import { hindiMemorySchema } from './content-hindi-schema';
import type { PublicCourse } from './course';
import type { GalleryPhoto, Video } from './gallery';
import type { Leader, Testimonial } from './people';
import { formatIndianPhone, tenDigits } from './phone';
import type { SiteImages } from './site-images';
import type { SiteTextOverrides } from './site-text';
import { SETTINGS_HINDI_MAX_LENGTH, settingsEnglishTexts } from './settings-hindi';

/**
 * The institute's contact details, social links, UPI payee and office hours: records the admin
 * edits in the Settings screen, live on every public page at the next load. An empty string means
 * "not set": the public site then leaves that detail out (never a placeholder).
 */

const indianPhone = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(
      (v) => v === '' || tenDigits(v) !== undefined,
      `${label} must be an Indian number of 10 digits, with or without +91`,
    )
    .transform((v) => (v === '' ? '' : formatIndianPhone(v)));

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `${label} must be a full https:// link`);

/** UPI virtual payment address: name@bank (NPCI: letters, digits, . - _ before the @). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const siteSettingsSchema = z.object({
  instituteName: optionalText('Institute name', 120),
  address: multilineText('Address', 500).transform((v) => v.trim()),
  phone: indianPhone('Phone'),
  email: z
    .string({ error: 'Email must be text' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Email must be a valid e-mail address'),
  whatsapp: indianPhone('WhatsApp number'),
  mapsUrl: httpsUrl('Google Maps link'),
  facebook: httpsUrl('Facebook link'),
  instagram: httpsUrl('Instagram link'),
  youtube: httpsUrl('YouTube link'),
  linkedin: httpsUrl('LinkedIn link'),
  upiId: z
    .string({ error: 'UPI id must be text' })
    .trim()
    .refine((v) => v === '' || UPI_ID_PATTERN.test(v), 'UPI id must look like name@bank'),
  upiPayee: optionalText('Payee name', 100),
  officeHours: optionalText('Office hours', 200),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsField = keyof SiteSettings;

export const SITE_SETTINGS_FIELDS = Object.keys(siteSettingsSchema.shape) as SiteSettingsField[];

/**
 * A save of the Settings screen: every setting, and the Hindi of the address and office hours by the
 * English each translates (./settings-hindi, docs/decisions/026-hindi.md §3). `hindi` absent = keep
 * the stored Hindi that still translates the new English (a client that does not know the field
 * cannot wipe it); sent, only the entries of the current English are kept.
 */
export const siteSettingsSaveSchema = siteSettingsSchema
  .extend({ hindi: hindiMemorySchema(SETTINGS_HINDI_MAX_LENGTH) })
  .transform((settings) => ({
    ...settings,
    hindi: settings.hindi && keepCurrentHindi(settingsEnglishTexts(settings), settings.hindi),
  }));

/** The settings as the admin's Settings screen loads and saves them: with their Hindi and version. */
export type SiteSettingsWithHindi = SiteSettings & { hindi?: HindiMemory };

export { EMPTY_SITE_CONTENT, EMPTY_SITE_SETTINGS } from './site-content-empty';

/**
 * Everything the public pages show that the admin keeps up to date, with the version the server
 * bumps on every change (pages rendered for an older version are thrown away).
 */
export interface SiteContent {
  version: number;
  /**
   * PUBLIC_ORIGIN (`https://dds.example`, no trailing slash): what canonical links, Open Graph
   * URLs and structured data are made absolute with. Absent when the server has none configured
   * (local use): those links are then root-relative (docs/decisions/017-search-and-sharing.md).
   */
  origin?: string;
  settings: SiteSettings;
  /**
   * The owner's Hindi of the address and office hours, by the English each translates
   * (./settings-hindi). Only Hindi pages carry it; absent from English pages and older servers.
   */
  settingsHindi?: HindiMemory;
  /** Gallery and people the admin entered (empty on a fresh install: the public site then shows its samples or nothing). */
  photos: GalleryPhoto[];
  videos: Video[];
  leaders: Leader[];
  testimonials: Testimonial[];
  /** Visible courses: every course list of the site is a query over them (./course). */
  courses: PublicCourse[];
  /**
   * The texts the owner rewrote, per language and key (./site-text); every other text is the
   * shipped one. Absent from servers older than the Site text screen: the pages show the shipped texts.
   */
  texts?: SiteTextOverrides;
  /** The uploaded logo and favicon (./site-images); absent or empty: the build's files. */
  images?: SiteImages;
}

/** How the admin screens name each setting (the same words as the schema's messages). */
export const SITE_SETTINGS_LABELS: Record<SiteSettingsField, string> = {
  instituteName: 'Institute name',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  whatsapp: 'WhatsApp number',
  mapsUrl: 'Google Maps link',
  facebook: 'Facebook link',
  instagram: 'Instagram link',
  youtube: 'YouTube link',
  linkedin: 'LinkedIn link',
  upiId: 'UPI id',
  upiPayee: 'Payee name',
  officeHours: 'Office hours',
};

/** docs/contract.md §2: the group's name, shown (and paid to) until Settings gives the institute's own. */
export const DEFAULT_INSTITUTE_NAME = 'DDS Group of Institutions';

/** Whom a UPI payment names: the payee, else the institute, else the group. */
export const upiPayeeOf = (settings: Pick<SiteSettings, 'upiPayee' | 'instituteName'>) =>
  settings.upiPayee || settings.instituteName || DEFAULT_INSTITUTE_NAME;

export { upiPayUrl } from './upi-link';
