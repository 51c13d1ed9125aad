import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Only repositories use these; routes see the shared API types.
 * Timestamps are ISO-8601 text in both dialects, so they sort and compare the same everywhere.
 * Booleans are 0/1 integers in both dialects for the same reason.
 */
export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  course: string;
  message: string;
  status: string;
  notes: string;
  status_changed_at: string | null;
  created_at: string;
}

export interface AdmissionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  course: string;
  mode: string;
  status: string;
  notes: string;
  status_changed_at: string | null;
  created_at: string;
}

export interface DonationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  screenshot_key: string;
  screenshot_type: string;
  amount: number | null;
  message: string | null;
  upi_reference: string | null;
  verified: number;
  created_at: string;
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

export interface DB {
  inquiries: InquiriesTable;
  admissions: AdmissionsTable;
  donations: DonationsTable;
  certificates: CertificatesTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
}
