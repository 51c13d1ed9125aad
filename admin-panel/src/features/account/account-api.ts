import { http } from '@dds/shared/api';
import {
  ACCOUNT_PATHS,
  accountSessionPath,
  type AccountSession,
  type ChangePasswordInput,
} from '@dds/shared/schemas/account';
import type { SiteLanguage } from '@dds/shared/schemas/language';

// Calls of the My account screen, on the one shared API client (its errors are ApiErrors the screen shows).

export async function changePassword(input: ChangePasswordInput): Promise<{ message: string; endedSessions: number }> {
  return (await http.post<{ message: string; endedSessions: number }>(ACCOUNT_PATHS.password, input)).data;
}

export async function fetchMySessions({ signal }: { signal?: AbortSignal } = {}): Promise<AccountSession[]> {
  return (await http.get<{ items: AccountSession[] }>(ACCOUNT_PATHS.sessions, { signal })).data.items;
}

export async function endSession(id: string): Promise<void> {
  await http.delete(accountSessionPath(id));
}

export async function endOtherSessions(): Promise<number> {
  return (await http.post<{ ended: number }>(ACCOUNT_PATHS.endOtherSessions)).data.ended;
}

/** The panel's language for this account (decision 026 §8). */
export async function saveMyLanguage(language: SiteLanguage): Promise<void> {
  await http.put(ACCOUNT_PATHS.language, { language });
}
