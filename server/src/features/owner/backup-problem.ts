/**
 * A failed backup in plain words, with what to ask whoever runs the server; the raw error stays in
 * the server's log for them.
 */
export function explainBackupError(message: string): string {
  if (/ENOSPC|no space/i.test(message))
    return 'The last backup failed: the server’s disk is full. Ask whoever runs the server to free space or move BACKUP_DIR to a larger disk.';
  if (/pg_dump/.test(message) && /ENOENT|not found/i.test(message))
    return 'The last backup failed: pg_dump is not installed on the server. Ask whoever runs the server to install the PostgreSQL client (apt install postgresql-client).';
  if (/EACCES|EPERM|permission denied|read-only/i.test(message))
    return 'The last backup failed: the server may not write to its backup folder. Ask whoever runs the server to check BACKUP_DIR and its permissions.';
  if (/pg_dump/.test(message))
    return 'The last backup failed: pg_dump could not read the database. Ask whoever runs the server to look at its log and check DATABASE_URL.';
  return 'The last backup failed. Ask whoever runs the server to look at its log for the reason.';
}
