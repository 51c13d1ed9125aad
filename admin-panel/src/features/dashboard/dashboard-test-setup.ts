import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';

/**
 * What the dashboard's screen tests share (dashboard.test.tsx, queue.test.tsx,
 * dashboard-cards-hindi.test.tsx): the mocked modules' stand-ins and a clean start for each test.
 * jest hoists `jest.mock` within each test file, so each file still names the modules it mocks, and
 * takes the stand-in from here with `require` (a factory runs before the file's imports are bound):
 *
 *   jest.mock('../settings/settings-api', () => jest.requireActual<Setup>('./dashboard-test-setup').settingsApiMock());
 */

/** Every detail the setup card asks for is set, so the card stays out of the way of the other cards' tests. */
export const EVERY_IMPORTANT_SETTING: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS',
  address: 'Sitapur',
  phone: '+91 98765 43210',
  email: 'office@dds.in',
  whatsapp: '+91 98765 43210',
  officeHours: '9–6',
  upiId: 'dds@sbi',
};

export const settingsApiMock = () => ({ getSettings: jest.fn(async () => EVERY_IMPORTANT_SETTING) });

/** The counts and the certificate upload are set per test (`mockResolvedValue`). */
export const sharedApiMock = () => ({
  ...jest.requireActual<object>('@dds/shared/api'),
  fetchCounts: jest.fn(),
  uploadCertificate: jest.fn(),
});

/** The disk, quota and mail status is set per test; `formatBytes` stays real. */
export const storageStatusMock = () => ({
  ...jest.requireActual<object>('./storage-status'),
  fetchStorageStatus: jest.fn(),
});

/** The About line's releases: none, unless a test says otherwise. */
export const releasesApiMock = () => ({ fetchReleasesOverview: jest.fn(async () => ({ parts: [] })) });

/** A server that backs up every day and has no backup yet, unless a test says otherwise. */
export const ownerToolsApiMock = () => ({
  ...jest.requireActual<object>('./owner-tools-api'),
  fetchBackupStatus: jest.fn(async () => ({ everyHours: 24, keep: 7, latest: null, lastError: null })),
  sendTestMail: jest.fn(),
});

/** Each test starts with no calls recorded and nothing remembered by the browser ("new since your last visit"). */
export function startEachTestClean() {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
}
