/** GET of the admin dashboard's storage warning (admin only). */
export const STORAGE_STATUS_PATH = '/api/admin/storage';

/** Free space where uploads live, and the share of the unverified-donation quota in use. */
export interface StorageStatus {
  /** null when the platform cannot tell (statfs unavailable). */
  disk: { freeBytes: number; totalBytes: number; low: boolean } | null;
  donationUploads: { usedBytes: number; quotaBytes: number; nearlyFull: boolean; full: boolean };
  /** E-mails about new submissions (SMTP_URL/NOTIFY_EMAIL); absent from servers older than them. */
  notifications?: NotificationStatus;
}

export interface NotificationStatus {
  /** false: SMTP_URL/NOTIFY_EMAIL not set, nothing is sent. */
  enabled: boolean;
  /** Not sent yet (new, or retrying after an error). */
  waiting: number;
  /** Given up on (after two days of errors) in the last 7 days. */
  failed: number;
  /** The newest error of a message not sent, e.g. the SMTP server's refusal. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** lastError in plain words with what to ask the server's administrator; absent from older servers. */
  problem?: string | null;
  /** NOTIFY_EMAIL, where the notifications go (only when enabled). */
  to?: string;
}

/** The answer of "Send a test e-mail" (POST /api/admin/mail/test, owner). */
export interface MailTestResult {
  sent: boolean;
  /** Who it went, or was to go, to. */
  to: string[];
  /** Why it was not sent, in plain words with what to ask the server's administrator. */
  problem: string | null;
  /** The mail server's own words, for that administrator. */
  detail: string | null;
}
