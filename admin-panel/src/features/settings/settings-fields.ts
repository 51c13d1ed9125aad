import type { SiteSettingsField } from '@dds/shared/schemas/site-settings';

export interface SettingsFieldSpec {
  field: SiteSettingsField;
  hint: string;
  kind?: 'textarea';
  type?: 'tel' | 'email' | 'url';
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  maxLength?: number;
}

export interface SettingsGroup {
  id: string;
  title: string;
  lead: string;
  fields: SettingsFieldSpec[];
}

const social = (field: SiteSettingsField, site: string): SettingsFieldSpec => ({
  field,
  type: 'url',
  hint: `Full link to your ${site} page, starting with https://. Empty: the ${site} icon is hidden.`,
  maxLength: 500,
});

/** Every field of siteSettingsSchema, grouped as the institute thinks of them. */
export const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    id: 'institute',
    title: 'Institute',
    lead: 'Your name and where to find you, shown in the header and footer of every page.',
    fields: [
      {
        field: 'instituteName',
        hint: 'Empty: the site shows "DDS Group of Institutions".',
        autoComplete: 'organization',
        maxLength: 120,
      },
      { field: 'officeHours', hint: 'For example: Mon–Sat, 9 am – 6 pm', maxLength: 200 },
      {
        field: 'address',
        kind: 'textarea',
        hint: 'One line per row, as on an envelope.',
        autoComplete: 'street-address',
        wide: true,
        maxLength: 500,
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact details',
    lead: 'Visitors tap these to call, write or chat. A detail left empty is simply not shown.',
    fields: [
      { field: 'phone', type: 'tel', hint: '10-digit Indian number; +91 is added for you.', autoComplete: 'tel' },
      {
        field: 'email',
        type: 'email',
        hint: 'Shown in the footer as a mail link.',
        autoComplete: 'email',
        maxLength: 254,
      },
      {
        field: 'whatsapp',
        type: 'tel',
        hint: 'Adds "Chat on WhatsApp" buttons to the courses, the inquiry page and the footer. Empty: no buttons.',
      },
      {
        field: 'mapsUrl',
        type: 'url',
        hint: 'In Google Maps: Share → Copy link (https://maps.app.goo.gl/…).',
        maxLength: 500,
      },
    ],
  },
  {
    id: 'social',
    title: 'Social links',
    lead: 'Icons in the footer. Only the ones you fill in are shown.',
    fields: [
      social('facebook', 'Facebook'),
      social('instagram', 'Instagram'),
      social('youtube', 'YouTube'),
      social('linkedin', 'LinkedIn'),
    ],
  },
  {
    id: 'upi',
    title: 'Donations by UPI',
    lead: 'The donation box shows a QR code for this UPI id. Empty: no QR code, visitors are asked to visit or call.',
    fields: [
      { field: 'upiId', hint: 'Your UPI id, like name@bank.', autoComplete: 'off' },
      { field: 'upiPayee', hint: 'The name UPI apps show when paying. Empty: the institute name.', maxLength: 100 },
    ],
  },
];
