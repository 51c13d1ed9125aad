import { siteSettingsSchema, type SiteSettings, type SiteSettingsField } from '@dds/shared/src/schemas/site-settings';

/**
 * Environment variables that give a fresh install its first settings, so the site shows the
 * institute's details from the first start. Used only while no setting has ever been saved:
 * after that the Settings screen is the one place to change them.
 */
export const SITE_SETTINGS_ENV: Record<string, SiteSettingsField> = {
  SITE_NAME: 'instituteName',
  SITE_ADDRESS: 'address',
  SITE_PHONE: 'phone',
  SITE_EMAIL: 'email',
  SITE_WHATSAPP: 'whatsapp',
  SITE_MAPS_URL: 'mapsUrl',
  SITE_FACEBOOK: 'facebook',
  SITE_INSTAGRAM: 'instagram',
  SITE_YOUTUBE: 'youtube',
  SITE_LINKEDIN: 'linkedin',
  SITE_UPI_ID: 'upiId',
  SITE_UPI_PAYEE: 'upiPayee',
  SITE_OFFICE_HOURS: 'officeHours',
};

export type SiteSeed = Partial<SiteSettings>;

/**
 * The SITE_* variables that are set, checked with the same schema as the Settings screen (phones
 * normalised). A bad value is a problem naming the variable. In SITE_ADDRESS, `\n` starts a new line
 * (an .env file or a systemd unit holds one line per variable).
 */
export function parseSiteSeed(env: NodeJS.ProcessEnv): { seed: SiteSeed } | { problem: string } {
  const seed: SiteSeed = {};
  for (const [name, field] of Object.entries(SITE_SETTINGS_ENV)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = field === 'address' ? raw.replace(/\\n/g, '\n') : raw;
    const result = siteSettingsSchema.shape[field].safeParse(value);
    if (!result.success)
      return { problem: `Invalid environment variable ${name}: ${result.error.issues[0]?.message ?? 'invalid value'}` };
    seed[field] = result.data;
  }
  return { seed };
}
