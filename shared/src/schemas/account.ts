import { z } from 'zod';
import { emailField } from './common';
import { SITE_LANGUAGES } from './language';
import { adminPasswordSchema, listQuerySchema, queryText } from './admin';

// Admin accounts, sessions and the activity log (decision 013). Imported by its own path
// (`@dds/shared/src/schemas/account`), not through the /schemas entry point: the federated copy of an
// entry point may come from an older release of another remote, a module only the admin panel
// imports always comes from the admin panel's own build.

/** Every path of these screens' calls, so no component builds one by hand. */
export const ACCOUNT_PATHS = {
  password: '/api/admin/account/password',
  language: '/api/admin/account/language',
  sessions: '/api/admin/account/sessions',
  endOtherSessions: '/api/admin/account/sessions/end-others',
  users: '/api/admin/users',
  activity: '/api/admin/activity',
  activityPeople: '/api/admin/activity/people',
} as const;

export const accountSessionPath = (id: string) => `${ACCOUNT_PATHS.sessions}/${encodeURIComponent(id)}`;
export const adminUserPath = (id: number) => `${ACCOUNT_PATHS.users}/${id}`;

/** An owner manages users; staff do everything else the panel does. */
export const ADMIN_ROLES = ['owner', 'staff'] as const;
export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: 'Role must be owner or staff' });
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** The server's refusal for a password on the list of common ones (shown as it is). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(128),
    newPassword: adminPasswordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The language the panel speaks to this admin (decision 026 §8): one of the site's languages, kept
 * with the account (every device, every login). The dates, numbers and exports stay as they are.
 */
export const accountLanguageSchema = z.object({
  language: z.enum(SITE_LANGUAGES, { error: `Language must be one of: ${SITE_LANGUAGES.join(', ')}` }),
});

export const newAdminUserSchema = z.object({
  email: emailField,
  role: adminRoleSchema,
  /** The first password, set by the owner; the new user can change it under My account. */
  password: adminPasswordSchema,
});
export type NewAdminUserInput = z.infer<typeof newAdminUserSchema>;

export const adminUserUpdateSchema = z.object({ role: adminRoleSchema });

export interface AdminUserSummary {
  id: number;
  email: string;
  role: AdminRole;
  createdAt: string;
  /** The newest activity of any of the user's live sessions; null when none. */
  lastSeenAt: string | null;
  /** The caller's own account. */
  you: boolean;
}

export interface AccountSession {
  /** An opaque id of the session (never the cookie, nor what the database keys it by). */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** GET of the activity list: the lists' page and page size, plus who and what. */
export const activityQuerySchema = listQuerySchema.pick({ pageSize: true }).extend({
  page: z.coerce.number().int().min(1).default(1),
  actor: queryText('actor', 254, { trim: true }).optional(),
  action: queryText('action', 60, { trim: true }).optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export interface ActivityEntry {
  id: number;
  at: string;
  /** The admin's email (for a failed login: what was typed). */
  actor: string;
  /** e.g. inquiry.update, user.create */
  action: string;
  /** e.g. inquiry:12, admin_user:3 */
  target: string | null;
  /** What changed (JSON for updates), never a password. */
  detail: string | null;
  ip: string | null;
  /**
   * The record the target names, read when the page is listed: `{ name }` while it exists (in the
   * Trash too), `null` once it is gone (deleted, purged). Absent when the target is not a record
   * (settings, a course list's order) or the server predates it (docs/decisions/019-activity-you-can-read.md).
   */
  record?: { name: string } | null;
}
