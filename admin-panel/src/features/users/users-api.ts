import { http } from '@dds/shared/api';
import {
  ACCOUNT_PATHS,
  adminUserPath,
  type AdminRole,
  type AdminUserSummary,
  type NewAdminUserInput,
} from '@dds/shared/schemas/account';

// Calls of the Users screen (owners only; the server answers 403 to staff).

export async function fetchAdminUsers({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUserSummary[]> {
  return (await http.get<{ items: AdminUserSummary[] }>(ACCOUNT_PATHS.users, { signal })).data.items;
}

export async function addAdminUser(input: NewAdminUserInput): Promise<AdminUserSummary> {
  return (await http.post<AdminUserSummary>(ACCOUNT_PATHS.users, input)).data;
}

export async function setAdminUserRole(id: number, role: AdminRole): Promise<AdminUserSummary> {
  return (await http.patch<AdminUserSummary>(adminUserPath(id), { role })).data;
}

export async function removeAdminUser(id: number): Promise<void> {
  await http.delete(adminUserPath(id));
}
