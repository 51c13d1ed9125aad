import { EN_SITE_TEXT, siteTextEntries, type ContentLanguage, type SiteText } from '@dds/shared/schemas/site-text';
import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';
import type { SiteTextBlock } from '@dds/shared/schemas/site-text-edit';
import { EMPTY_SITE_SETTINGS } from '@dds/shared/schemas/site-settings';
import { renderAdmin } from '../../test/render-admin';
import { getSettings } from '../settings';
import { getSiteImages, getSiteText, saveSiteText } from './site-text-api';

/**
 * What the Site text screen's tests share, in English (site-text-screen.test.tsx) and in Hindi
 * (site-text-in-hindi.test.tsx): the site text, images and settings calls mocked and answering with the
 * shipped words, handles on them, and the screen opened as an owner or staff. A test file imports this
 * module before anything else, so the mocks are in place before the panel's modules load (jest.mock is
 * hoisted within this module).
 */
jest.mock('./site-text-api', () => ({
  getSiteText: jest.fn(),
  saveSiteText: jest.fn(),
  getSiteImages: jest.fn(),
  uploadSiteImage: jest.fn(),
  removeSiteImage: jest.fn(),
}));
jest.mock('../settings/settings-api', () => ({ getSettings: jest.fn(), saveSettings: jest.fn() }));

// The screen holds every text of a page in English and Hindi (a few hundred boxes): a role query over
// all of it computes every accessible name, so boxes are found by their label and buttons within their
// own text's block. Rendering the boxes still takes seconds on a busy 2-core CI machine: a longer limit.
jest.setTimeout(60_000);
export const blockOf = (box: HTMLElement) => box.closest<HTMLElement>('[data-testid^="text-"]')!;

export const load = getSiteText as jest.MockedFunction<typeof getSiteText>;
export const save = saveSiteText as jest.MockedFunction<typeof saveSiteText>;
export const settings = getSettings as jest.MockedFunction<typeof getSettings>;

const SHIPPED: Record<ContentLanguage, SiteText> = { en: EN_SITE_TEXT, hi: HI_SITE_TEXT };
/** Every text of a language as the server gives it before anyone edits: the shipped words, version 1. */
export const shipped = (language: ContentLanguage = 'en'): SiteTextBlock[] =>
  siteTextEntries(SHIPPED[language]).map(([key, original]) => ({
    key,
    language,
    value: null,
    original,
    version: 1,
    changedBy: null,
    changedAt: null,
  }));

beforeEach(() => {
  jest.clearAllMocks();
  load.mockImplementation(async (language = 'en') => ({ language, blocks: shipped(language) }));
  (getSiteImages as jest.Mock).mockResolvedValue({ logo: null, favicon: null });
  settings.mockResolvedValue({ ...EMPTY_SITE_SETTINGS, instituteName: 'DDS Sitapur', version: 3 });
});

export const open = (role: 'owner' | 'staff' = 'owner') =>
  renderAdmin('/admin/site-text', { status: 'authenticated', email: `${role}@dds.test`, role });
