import { http } from '@dds/shared/api';
import { RELEASE_PATHS, type ReleasePart, type ReleasesOverview } from '@dds/shared/releases';

// Calls of the Releases screen (any admin). Promote and rollback are not here on purpose: the
// developers do them from the command line (`pnpm promote` / `pnpm rollback`).

export async function fetchReleasesOverview({ signal }: { signal?: AbortSignal } = {}): Promise<ReleasesOverview> {
  return (await http.get<ReleasesOverview>(RELEASE_PATHS.overview, { signal })).data;
}

/** This browser (only) loads that stored release of the part from its next page load. */
export async function tryReleaseInThisBrowser(part: ReleasePart, version: string): Promise<void> {
  await http.post(RELEASE_PATHS.tryRelease, { part, version });
}

/** This browser loads the live releases again (every part), from its next page load. */
export async function backToLiveInThisBrowser(): Promise<void> {
  await http.post(RELEASE_PATHS.endTry);
}
