import type { SiteSettingsField } from '@dds/shared/schemas/site-settings';

type SocialField = 'facebook' | 'instagram' | 'youtube' | 'linkedin';

/** A social network's link names the site in the one social hint; every other field has a hint of its own. */
export type SettingsFieldSpec = FieldLook &
  ({ field: Exclude<SiteSettingsField, SocialField>; social?: undefined } | { field: SocialField; social: string });

interface FieldLook {
  kind?: 'textarea';
  type?: 'tel' | 'email' | 'url';
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  maxLength?: number;
}

/** A group's title and lead are `settings.<id>.title` and `.lead` of ./settings-text.ts. */
export interface SettingsGroup {
  id: 'institute' | 'contact' | 'social' | 'upi';
  fields: SettingsFieldSpec[];
}

const social = (field: SocialField, site: string): SettingsFieldSpec => ({
  field,
  social: site,
  type: 'url',
  maxLength: 500,
});

/**
 * Every field of siteSettingsSchema, grouped as the institute thinks of them; a field's label and
 * hint are `settings.label.<field>` and `settings.hint.<field>` of ./settings-text.ts.
 */
export const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    id: 'institute',
    fields: [
      { field: 'instituteName', autoComplete: 'organization', maxLength: 120 },
      { field: 'officeHours', maxLength: 200 },
      { field: 'address', kind: 'textarea', autoComplete: 'street-address', wide: true, maxLength: 500 },
    ],
  },
  {
    id: 'contact',
    fields: [
      { field: 'phone', type: 'tel', autoComplete: 'tel' },
      { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
      { field: 'whatsapp', type: 'tel' },
      { field: 'mapsUrl', type: 'url', maxLength: 500 },
    ],
  },
  {
    id: 'social',
    fields: [
      social('facebook', 'Facebook'),
      social('instagram', 'Instagram'),
      social('youtube', 'YouTube'),
      social('linkedin', 'LinkedIn'),
    ],
  },
  {
    id: 'upi',
    fields: [
      { field: 'upiId', autoComplete: 'off' },
      { field: 'upiPayee', maxLength: 100 },
    ],
  },
];
