import type { PartReleases } from '@dds/shared/releases';
import { useToastStore } from '@dds/shared/toast';
import { backToLiveInThisBrowser, tryReleaseInThisBrowser } from './releases-api';

/**
 * What the Releases screen's tests share, in English (releases.test.tsx) and in Hindi
 * (releases-hindi.test.tsx): the releases' calls and the current admin mocked, a staff member to sign
 * in as, and builders for a release and a part. Each file gives its own stored overview. A test file
 * imports this module before anything else, so the mocks are in place before the panel's modules load
 * (jest.mock is hoisted within this module).
 */
jest.mock('./releases-api', () => ({
  fetchReleasesOverview: jest.fn(),
  tryReleaseInThisBrowser: jest.fn(),
  backToLiveInThisBrowser: jest.fn(),
}));
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCurrentAdmin: jest.fn() }));

export const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
export const staff = { status: 'authenticated' as const, email: 'ravi@dds.test', role: 'staff' as const };

export const release = (version: string, builtAt: string) => ({ version, builtAt, commit: `c${version.slice(-4)}` });
export const part = (over: Partial<PartReleases> & Pick<PartReleases, 'part'>): PartReleases => ({
  live: null,
  canary: null,
  tried: null,
  releases: [],
  loadFailures: [],
  ...over,
});

// Runs before the test file's own beforeEach (registered first), which answers with its overview.
beforeEach(() => {
  jest.clearAllMocks();
  useToastStore.getState().dismiss(); // one test's toast must not stand in for the next test's alert
  mocked(tryReleaseInThisBrowser).mockResolvedValue();
  mocked(backToLiveInThisBrowser).mockResolvedValue();
});
