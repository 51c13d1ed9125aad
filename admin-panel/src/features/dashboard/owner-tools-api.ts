import { http, serverUrl } from '@dds/shared/api';
import { OWNER_PATHS, type BackupStatus } from '@dds/shared/schemas/owner';
import type { MailTestResult } from '@dds/shared/schemas/storage-status';

// The dashboard's mail check and backups (docs/decisions/022-owner-never-locked-out.md).

export async function sendTestMail(): Promise<MailTestResult> {
  return (await http.post<MailTestResult>(OWNER_PATHS.mailTest)).data;
}

export async function fetchBackupStatus(): Promise<BackupStatus> {
  return (await http.get<BackupStatus>(OWNER_PATHS.backups)).data;
}

export async function backUpNow(): Promise<BackupStatus> {
  return (await http.post<BackupStatus>(OWNER_PATHS.backups)).data;
}

/** A plain link: the browser streams the archive to disk itself, with the session cookie. */
export const latestBackupUrl = () => serverUrl(OWNER_PATHS.latestBackup);
