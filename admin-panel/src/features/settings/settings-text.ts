import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';

/**
 * The Settings screen's words in English, the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-settings.ts). A field's label is
 * `settings.label.<field>`, the same words as the shared SITE_SETTINGS_LABELS (the server names a
 * field by them; catalogues.test.ts keeps them equal); each group's title and lead and each field's
 * hint are found by the group's and field's keys (./settings-fields.ts). What the values say, and
 * the server's and the schema's messages, are shown as they are.
 */
export const settingsText = {
  'settings.title': 'Settings',
  'settings.viewSite': 'View the site',
  'settings.lead':
    'The details visitors see on every page of the site: footer, contact page and donation box. Changes are live as soon as you save.',
  'settings.staffNote': `${OWNER_ONLY_MESSAGES.paymentSettings} You can see them here; ask an owner to change them. Office hours and social links are yours to keep up to date.`,
  'settings.ownerOnly': 'Only an owner can change this. {hint}',

  'settings.institute.title': 'Institute',
  'settings.institute.lead': 'Your name and where to find you, shown in the header and footer of every page.',
  'settings.contact.title': 'Contact details',
  'settings.contact.lead': 'Visitors tap these to call, write or chat. A detail left empty is simply not shown.',
  'settings.social.title': 'Social links',
  'settings.social.lead': 'Icons in the footer. Only the ones you fill in are shown.',
  'settings.upi.title': 'Donations by UPI',
  'settings.upi.lead':
    'The donation box shows a QR code for this UPI id. Empty: no QR code, visitors are asked to visit or call.',

  'settings.label.instituteName': 'Institute name',
  'settings.label.address': 'Address',
  'settings.label.phone': 'Phone',
  'settings.label.email': 'Email',
  'settings.label.whatsapp': 'WhatsApp number',
  'settings.label.mapsUrl': 'Google Maps link',
  'settings.label.facebook': 'Facebook link',
  'settings.label.instagram': 'Instagram link',
  'settings.label.youtube': 'YouTube link',
  'settings.label.linkedin': 'LinkedIn link',
  'settings.label.upiId': 'UPI id',
  'settings.label.upiPayee': 'Payee name',
  'settings.label.officeHours': 'Office hours',

  'settings.hint.instituteName': 'Empty: the site shows "DDS Group of Institutions".',
  'settings.hint.officeHours': 'For example: Mon–Sat, 9 am – 6 pm',
  'settings.hint.address': 'One line per row, as on an envelope.',
  'settings.hint.phone': '10-digit Indian number; +91 is added for you.',
  'settings.hint.email': 'Shown in the footer as a mail link.',
  'settings.hint.whatsapp':
    'Adds "Chat on WhatsApp" buttons to the courses, the inquiry page and the footer. Empty: no buttons.',
  'settings.hint.mapsUrl': 'In Google Maps: Share → Copy link (https://maps.app.goo.gl/…).',
  'settings.hint.social': 'Full link to your {site} page, starting with https://. Empty: the {site} icon is hidden.',
  'settings.hint.upiId': 'Your UPI id, like name@bank.',
  'settings.hint.upiPayee': 'The name UPI apps show when paying. Empty: the institute name.',

  'settings.saved': 'Settings saved — live on the site now',
  'settings.loadWhat': 'settings',
  'settings.notSaved': 'Not saved: {reason}',
  'settings.serverSaid': 'The server said: {reason}',
  'settings.saving': 'Saving…',
  'settings.unsaved': 'You have unsaved changes.',
  'settings.allSaved': 'All changes saved.',
  'settings.discard': 'Discard changes',
  'settings.save': 'Save settings',

  'settings.leave.title': 'Leave without saving?',
  'settings.leave.detail':
    'You have changed settings that are not saved yet. If you leave now, the changes are lost and the site keeps showing the old details.',
  'settings.leave.go': 'Leave without saving',
  'settings.leave.stay': 'Stay and keep editing',

  'upi.noQr': 'No QR code yet',
  'upi.qrAlt': 'Preview of the donation QR code: pay {payee}',
  'upi.unavailable': 'QR preview unavailable',
  'upi.drawing': 'Drawing…',
  'upi.title': 'What visitors get in the donation box',
  'upi.paying': 'A QR code paying {payee} at {id}.',
  'upi.check': 'Scan it with your phone to check it opens your UPI app with the right name.',
  'upi.enterId': 'Enter a UPI id (like name@bank) to see the QR code visitors will scan.',
} as const;
