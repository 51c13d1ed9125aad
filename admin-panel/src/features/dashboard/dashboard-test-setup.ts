import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';

/**
 * What the dashboard's screen tests share (dashboard.test.tsx, queue.test.tsx,
 * dashboard-cards-hindi.test.tsx, dashboard-appears-at-once.test.tsx): the modules the dashboard asks
 * the server through, mocked, and a clean start for each test. A test file imports this module before
 * anything else, so the mocks are in place before the panel's modules load (jest.mock is hoisted within
 * this module; each factory runs when its module is first required, after this module has run).
 */
jest.mock('@dds/shared/api', () => sharedApiMock());
// The setup card has its own tests; here every detail is set, so it stays out of the way.
jest.mock('../settings/settings-api', () => settingsApiMock());
jest.mock('./storage-status', () => storageStatusMock());
// The dashboard's About line and backups card ask the server too; these tests are not about them.
jest.mock('../releases/releases-api', () => releasesApiMock());
jest.mock('./owner-tools-api', () => ownerToolsApiMock());
// The setup card's to-do list of the site's pictures and people (content-setup.test.tsx) goes unanswered.
jest.mock('../content/content-api', () => contentApiMock());

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

function settingsApiMock() {
  return { getSettings: jest.fn(async () => EVERY_IMPORTANT_SETTING) };
}

/** The counts and the certificate upload are set per test (`mockResolvedValue`). */
function sharedApiMock() {
  return { ...jest.requireActual<object>('@dds/shared/api'), fetchCounts: jest.fn(), uploadCertificate: jest.fn() };
}

/** The disk, quota and mail status is set per test; `formatBytes` stays real. */
function storageStatusMock() {
  return { ...jest.requireActual<object>('./storage-status'), fetchStorageStatus: jest.fn() };
}

/** The About line's releases: none, unless a test says otherwise. */
function releasesApiMock() {
  return { fetchReleasesOverview: jest.fn(async () => ({ parts: [] })) };
}

/** A server that backs up every day and has no backup yet, unless a test says otherwise. */
function ownerToolsApiMock() {
  return {
    ...jest.requireActual<object>('./owner-tools-api'),
    fetchBackupStatus: jest.fn(async () => ({ everyHours: 24, keep: 7, latest: null, lastError: null })),
    sendTestMail: jest.fn(),
  };
}

/** The site's content is not read here: the setup card, with nothing to list, stays out of the way. */
function contentApiMock() {
  return {
    ...jest.requireActual<object>('../content/content-api'),
    fetchSiteContent: jest.fn(() => Promise.reject(new Error('not read in these tests'))),
  };
}

/** Each test starts with no calls recorded and nothing remembered by the browser ("new since your last visit"). */
export function startEachTestClean() {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
}
