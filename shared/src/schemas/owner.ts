// The owner is never locked out or in the dark (docs/decisions/022-owner-never-locked-out.md):
// first-run setup, forgotten passwords, the mail check and backups from the panel. Imported by its
// own path, like ./account: only the admin panel and the server use it. No zod here: the login
// screen imports this module, and zod loads only when a form is sent (./owner-forms).

export const OWNER_PATHS = {
  /** GET, public: whether the first owner still has to be created, and whether reset e-mails can be sent. */
  signIn: '/api/sign-in',
  /** POST, public with the setup code: creates the first owner and signs them in. */
  setup: '/api/sign-in/setup',
  /** POST, public: e-mails a reset link when the address is an admin's (the answer never says). */
  forgotPassword: '/api/sign-in/forgot-password',
  /** POST, public with a reset token: sets the new password. */
  resetPassword: '/api/sign-in/reset-password',
  /** POST, owner: one e-mail through SMTP_URL to the owner, now. */
  mailTest: '/api/admin/mail/test',
  /** GET (any admin): the backup status; POST (owner): back up now. */
  backups: '/api/admin/backups',
  /** GET, owner: the newest backup as one .tar.gz, streamed. */
  latestBackup: '/api/admin/backups/latest.tar.gz',
} as const;

/** "Forgot password?" as an address: the server's login screen links there before the app has loaded. */
export const FORGOT_PASSWORD_PAGE = '/admin/forgot-password';

/** The panel page a reset link opens; the token follows after #, so it never reaches a server log. */
export const RESET_PASSWORD_PAGE = '/admin/reset-password';
export const resetLinkPath = (token: string) => `${RESET_PASSWORD_PAGE}#token=${token}`;

/** What the login screen needs before anyone is signed in. */
export interface SignInOptions {
  /** No admin exists: the panel offers 'Create the owner account' instead of a login that can only fail. */
  setupNeeded: boolean;
  /** SMTP_URL and PUBLIC_ORIGIN are set, so a reset link can be e-mailed and points at this site. */
  passwordReset: boolean;
}

/** The setup code's alphabet: no 0/O, 1/I/L, so it can be read off a terminal and typed. */
export const SETUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 12 characters of 31: about 59 bits, shown as XXXX-XXXX-XXXX. */
export const SETUP_CODE_LENGTH = 12;

/** As typed or pasted: spaces and dashes dropped, letters upper-cased. */
export const normalizeSetupCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** What "Create the owner account" sends (checked by ./owner-forms' setupOwnerSchema). */
export interface SetupOwnerInput {
  code: string;
  email: string;
  password: string;
}

export interface ForgotPasswordInput {
  email: string;
}

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

export const RESET_LINK_INVALID =
  'This link has expired or was already used. Ask for a new one with “Forgot password?”.';

/** 32 random bytes, base64url: what a reset link carries after #. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** The server's words, shown as they are by the panel. */
export const OWNER_MESSAGES = {
  setupCodeWrong:
    'That setup code is not right. Copy it from the server log, or ask whoever runs the server to run: dds-cli setup-code',
  setupDone: 'The owner account exists already. Log in instead.',
  /** The same answer whether or not the address is an admin's (no account enumeration). */
  resetRequested: `If that address belongs to an admin, a link to choose a new password is on its way. It works once, for ${RESET_LINK_MINUTES} minutes. Check the spam folder too.`,
  resetUnavailable:
    'This server cannot e-mail a reset link yet (its mail settings or public address are not set). Ask whoever runs the server to reset your password with: dds-cli admin-create --email your@address',
  resetLinkInvalid: RESET_LINK_INVALID,
  passwordReset:
    'Your password is changed and every session of your account was signed out. Log in with the new password.',
} as const;

/** A backup as the panel shows it (never its folder on the server). */
export interface BackupSummary {
  name: string;
  /** When it was taken (ISO). */
  at: string;
}

export interface BackupStatus {
  /** BACKUP_EVERY_HOURS; 0 = scheduled backups are off. */
  everyHours: number;
  keep: number;
  /** The newest complete backup; null when there is none yet. */
  latest: BackupSummary | null;
  /** The last scheduled or requested backup failed after the newest good one: its error in plain words. */
  lastError: string | null;
}

/** How many hours without a new backup, past the schedule, before the dashboard says so. */
export const BACKUP_LATE_GRACE_HOURS = 6;
