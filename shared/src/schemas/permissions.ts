import type { AdminRole } from './account';
import type { SiteSettingsField } from './site-settings';

// Who may do what in the admin panel (docs/decisions/013-owner-and-staff.md). The server enforces
// it (server/src/security/permissions.ts: one table of every admin route); the panel reads the same
// words to hide or disable what staff may not do, and to say why. Imported by its own path, like
// ./account: only the admin panel and the server use it.

/** The things only an owner may do. Everything else in the panel is staff's daily work. */
export type OwnerCapability =
  'users' | 'paymentSettings' | 'emptyTrash' | 'deleteCourse' | 'exportPersonalData' | 'mailTest' | 'backups';

/**
 * The settings that say who the institute is, where to find it and whom a donation pays. A change
 * to any of them could redirect money or students, so only an owner makes it, and every owner is
 * e-mailed about it. The institute's name is here because it is the UPI payee when "Payee name" is
 * empty; the map link because it is the address in another form.
 */
export const OWNER_ONLY_SETTINGS: readonly SiteSettingsField[] = [
  'instituteName',
  'address',
  'mapsUrl',
  'phone',
  'email',
  'whatsapp',
  'upiId',
  'upiPayee',
];

export const isOwnerOnlySetting = (field: string): boolean =>
  (OWNER_ONLY_SETTINGS as readonly string[]).includes(field);

/** The server's 403 text and the panel's explanation beside a disabled control: the same words. */
export const OWNER_ONLY_MESSAGES: Record<OwnerCapability, string> = {
  users: 'Only an owner can manage admin users.',
  paymentSettings:
    'Only an owner can change payment and contact details (institute name, address, map link, phone, WhatsApp, e-mail, UPI id, payee).',
  emptyTrash: 'Only an owner can empty the Trash for good.',
  deleteCourse: 'Only an owner can delete a course. You can hide it from the website instead.',
  exportPersonalData: 'Only an owner can export lists of personal data.',
  mailTest: 'Only an owner can send a test e-mail.',
  backups: 'Only an owner can make or download backups: a backup holds every record and the admins’ password hashes.',
};

/** Whether this role may do this; an unknown role (still loading) may not. */
export const can = (role: AdminRole | null | undefined, _capability: OwnerCapability): boolean => role === 'owner';
