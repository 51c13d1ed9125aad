import { http } from '@dds/shared/api';
import type { Page } from '@dds/shared/schemas';
import { ACCOUNT_PATHS, type ActivityEntry, type ActivityQuery } from '@dds/shared/schemas/account';

export async function fetchActivity(
  query: ActivityQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<ActivityEntry>> {
  return (await http.get<Page<ActivityEntry>>(ACCOUNT_PATHS.activity, { params: query, signal })).data;
}

/** Everyone who has done something (the Person filter). */
export async function fetchActivityPeople(): Promise<string[]> {
  return (await http.get<{ people: string[] }>(ACCOUNT_PATHS.activityPeople)).data.people;
}
