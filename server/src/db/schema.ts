import type { Generated } from 'kysely';
import type { AdmissionRecordInput, AdmissionStatus } from '@dds/shared/src/schemas/admission';
import type { DeletedReason } from '@dds/shared/src/schemas/common';
import type { DonationInput } from '@dds/shared/src/schemas/donation';
import type { InquiryRecordInput, InquiryStatus } from '@dds/shared/src/schemas/inquiry';
import type { SubmittedColumns } from './submitted-columns';

/**
 * Table shapes as Kysely sees them. Only repositories use these; routes see the shared API types.
 * Timestamps are ISO-8601 text in both dialects, so they sort and compare the same everywhere.
 * Booleans are 0/1 integers in both dialects for the same reason. A text column written only with
 * values a shared schema has checked (a status, a Trash reason) is typed with that schema's union,
 * so the row mappers need no casts and a typed write of anything else does not compile.
 */
/** A row in the Trash (null: not deleted), and why. */
export interface SoftDeleteColumns {
  deleted_at: Generated<string | null>;
  deleted_reason: Generated<DeletedReason | null>;
}

/**
 * Optimistic concurrency (docs/decisions/012-no-silent-overwrites.md): every save adds one to
 * `version` and names who made it and when; a save based on an older version is refused.
 */
export interface VersionColumns {
  version: Generated<number>;
  changed_by: Generated<string | null>;
  changed_at: Generated<string | null>;
}

/**
 * What the visitor sends is stored one column per field of the submission's schema, as the schema
 * types it (./submitted-columns.ts; docs/how-to-add.md): a new field of the schema is a column here
 * without a line written. Left out, and typed below: the honeypot, and the columns older rows hold a
 * default in (`Generated`) that the shared schema types otherwise.
 */
type InquiryColumns = SubmittedColumns<Omit<InquiryRecordInput, 'website' | 'kind' | 'coursePage' | 'language'>>;
type AdmissionColumns = SubmittedColumns<Omit<AdmissionRecordInput, 'website' | 'language'>>;
type DonationColumns = SubmittedColumns<Omit<DonationInput, 'website' | 'language'>>;

/** Also (from the schema): name, email, phone, course, message. */
export interface InquiriesTable extends InquiryColumns, SoftDeleteColumns, VersionColumns {
  id: Generated<number>;
  /** 'student' or 'business' (rows from before the column are students). */
  kind: Generated<string>;
  /** The course whose page the inquiry was sent from, by name; '' otherwise (decision 018). */
  course_page: Generated<string>;
  /** 'en' or 'hi': the site's language it was sent in; 'en' for rows before the column (decision 026). */
  language: Generated<string>;
  /** India calendar day (YYYY-MM-DD) to follow the lead up; null: none (decision 024). */
  follow_up_on: Generated<string | null>;
  /** admin_users.id following the lead up; null: nobody (decision 024). */
  assigned_to: Generated<number | null>;
  status: InquiryStatus;
  notes: string;
  status_changed_at: string | null;
  created_at: string;
}

/** Also (from the schema): name, email, phone, course, mode. */
export interface AdmissionsTable extends AdmissionColumns, SoftDeleteColumns, VersionColumns {
  id: Generated<number>;
  /** 'en' or 'hi': the site's language it was sent in; 'en' for rows before the column (decision 026). */
  language: Generated<string>;
  /** India calendar day (YYYY-MM-DD) to follow the lead up; null: none (decision 024). */
  follow_up_on: Generated<string | null>;
  /** admin_users.id following the lead up; null: nobody (decision 024). */
  assigned_to: Generated<number | null>;
  status: AdmissionStatus;
  notes: string;
  status_changed_at: string | null;
  created_at: string;
}

/** Also (from the schema): name, email. */
export interface DonationsTable extends DonationColumns, SoftDeleteColumns, VersionColumns {
  id: Generated<number>;
  screenshot_key: string;
  screenshot_type: string;
  /** Bytes of the stored (re-encoded) screenshot; null on rows older than the column. */
  screenshot_bytes: number | null;
  amount: number | null;
  message: string | null;
  upi_reference: string | null;
  verified: number;
  /** 'en' or 'hi': the site's language it was sent in; 'en' for rows before the column (decision 026). */
  language: Generated<string>;
  created_at: string;
  /** "DDS/2026-27/0001", given once when staff first verify it; never changed or reused. */
  receipt_no: string | null;
  receipt_at: string | null;
}

export interface CertificatesTable {
  id: Generated<number>;
  name: string;
  /** lower(trim(name)): the lookup is case-insensitive on the name. */
  name_key: string;
  roll: string;
  dob: string;
  file_key: string;
  file_name: string;
  created_at: string;
  updated_at: string;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** 'owner' (manages users) or 'staff'; rows from before the column are owners. */
  role: Generated<string>;
  /** 'en' or 'hi': the language the admin reads the panel in; 'en' for accounts before the column (decision 026 §8). */
  language: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** keyed hash of the cookie's random id; the id itself is never stored. */
  id_hash: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** Where and with what browser the session was opened (My active sessions); null before they were kept. */
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
  created_at: string;
}

/** The office's WhatsApp reply templates, in `position` order (decision 024). */
export interface ReplyTemplatesTable {
  id: number;
  title: string;
  body: string;
  position: number;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

/** One row (id 1): the version every content change bumps. */
export interface ContentStateTable {
  id: number;
  version: number;
  updated_at: string;
}

/** A public text the owner rewrote, in one language; a null value is the shipped text again. */
export interface ContentBlocksTable {
  block_key: string;
  language: string;
  value: string | null;
  version: number;
  changed_by: string | null;
  changed_at: string | null;
}

/** A file the site serves at its root, made from the logo or favicon the owner uploaded. */
export interface SiteIconsTable {
  kind: string;
  name: string;
  data: Buffer;
  content_type: string;
  etag: string;
  changed_by: string | null;
  changed_at: string;
}

/** One row (id 1): the settings' version (their rows are one per field). */
export interface SettingsStateTable extends VersionColumns {
  id: number;
}

/** One row per arranged list (`courses`, `featured`, `grid`, `photos`, …): the version of its order. */
export interface ListVersionsTable {
  name: string;
  version: Generated<number>;
  changed_by: string | null;
  changed_at: string | null;
}

/** A stored picture: copies named by `image_id` (content hash) in `image_widths` ("480,960"). */
interface ImageColumns<Nullable extends null> {
  image_id: string | Nullable;
  image_width: number | Nullable;
  image_height: number | Nullable;
  image_widths: string | Nullable;
}

export interface GalleryPhotosTable extends ImageColumns<never>, VersionColumns {
  id: Generated<number>;
  caption: string;
  position: number;
  created_at: string;
}

export interface VideosTable extends VersionColumns {
  id: Generated<number>;
  youtube_id: string;
  title: string;
  position: number;
  created_at: string;
}

export interface LeadersTable extends ImageColumns<null>, VersionColumns {
  id: Generated<number>;
  name: string;
  role: string;
  message: string;
  /** JSON `{ englishText: hindiText }` (docs/decisions/026-hindi.md §3); '{}' = none. */
  hindi: Generated<string>;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface TestimonialsTable extends ImageColumns<null>, VersionColumns {
  id: Generated<number>;
  name: string;
  course: string;
  year: number;
  quote: string;
  /** JSON `{ englishText: hindiText }` (docs/decisions/026-hindi.md §3); '{}' = none. */
  hindi: Generated<string>;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A course (decision 021). modes, batches and syllabus are JSON arrays; flags are 0/1. */
export interface CoursesTable extends VersionColumns {
  id: Generated<number>;
  slug: string;
  name: string;
  short_name: string;
  modes: string;
  description: string;
  duration: string;
  fee: number | null;
  fee_from: number;
  batches: string;
  eligibility: string;
  syllabus: string;
  icon: string;
  sort_order: number;
  featured_order: number | null;
  grid_order: number | null;
  visible: number;
  in_admission_catalogue: number;
  /** JSON `{ englishText: hindiText }` (docs/decisions/026-hindi.md §3); '{}' = none. */
  hindi: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** An e-mail to the institute about one new submission (features/notifications). */
export interface NotificationOutboxTable {
  id: Generated<number>;
  /** 'inquiry', 'admission' or 'donation'; with record_id, the submission it is about (unique). */
  kind: string;
  record_id: number;
  /** JSON of the submission's fields as sent; '{}' once the mail is sent. */
  payload: string;
  /** 'pending', 'sending' (claimed until claimed_until), 'sent' or 'failed' (given up). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  last_error_at: string | null;
  created_at: string;
  sent_at: string | null;
  /** A keyed hash of a visitor mail's address (kept after sending: the per-address limit reads it); null for the institute's mail. */
  recipient: string | null;
}

/** Addresses never written to again: 'unsubscribed' (one click) or 'bounced' (refused for good). */
export interface MailSuppressionsTable {
  email: string;
  reason: string;
  detail: string | null;
  created_at: string;
}

/** The last receipt number given in each financial year ("2026-27"). */
export interface ReceiptCountersTable {
  year: string;
  last: number;
}

/** Browsers that could not load a part, per release and UTC day (features/releases). */
export interface ReleaseLoadFailuresTable {
  part: string;
  version: string;
  day: string;
  count: number;
}

/** A "Forgot password?" link e-mailed to an admin (features/owner/password-reset.repository.ts). */
export interface PasswordResetsTable {
  /** SHA-256 of the link's random token; the token itself is never stored. */
  token_hash: string;
  admin_id: number;
  created_at: string;
  expires_at: string;
  /** Set when the link was used (a link works once). */
  used_at: string | null;
}

export interface DB {
  inquiries: InquiriesTable;
  admissions: AdmissionsTable;
  donations: DonationsTable;
  certificates: CertificatesTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  site_settings: SiteSettingsTable;
  reply_templates: ReplyTemplatesTable;
  content_state: ContentStateTable;
  content_blocks: ContentBlocksTable;
  site_icons: SiteIconsTable;
  settings_state: SettingsStateTable;
  list_versions: ListVersionsTable;
  courses: CoursesTable;
  gallery_photos: GalleryPhotosTable;
  videos: VideosTable;
  leaders: LeadersTable;
  testimonials: TestimonialsTable;
  notification_outbox: NotificationOutboxTable;
  mail_suppressions: MailSuppressionsTable;
  receipt_counters: ReceiptCountersTable;
  release_load_failures: ReleaseLoadFailuresTable;
  password_resets: PasswordResetsTable;
}
