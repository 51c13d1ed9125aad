import { screen, within } from '@testing-library/react';
import { EN_SITE_TEXT, siteTextEntries, type ContentLanguage, type SiteText } from '@dds/shared/schemas/site-text';
import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';

const SHIPPED: Record<ContentLanguage, SiteText> = { en: EN_SITE_TEXT, hi: HI_SITE_TEXT };
import type { SiteTextBlock } from '@dds/shared/schemas/site-text-edit';
import { EMPTY_SITE_SETTINGS } from '@dds/shared/schemas/site-settings';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { getSettings } from '../settings/settings-api';
import { getSiteImages, getSiteText, saveSiteText } from './site-text-api';

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
const blockOf = (box: HTMLElement) => box.closest<HTMLElement>('[data-testid^="text-"]')!;

const load = getSiteText as jest.MockedFunction<typeof getSiteText>;
const save = saveSiteText as jest.MockedFunction<typeof saveSiteText>;
const settings = getSettings as jest.MockedFunction<typeof getSettings>;

const shipped = (language: ContentLanguage = 'en'): SiteTextBlock[] =>
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

const open = (role: 'owner' | 'staff' = 'owner') =>
  renderAdmin('/admin/site-text', { status: 'authenticated', email: `${role}@dds.test`, role });

afterEach(() => showPanelIn('en'));

// docs/decisions/026-hindi.md §8: the Site text screen wholly in Hindi; the texts in their own language.
describe('Site text for an admin who reads the panel in Hindi', () => {
  it('names pages, sections and texts in Hindi, says each text’s state and its check in Hindi, and the logo card', async () => {
    await showPanelIn('hi');
    const { user } = open();
    const heading = await screen.findByLabelText('मुख्य शीर्षक');
    expect(screen.getByRole('heading', { level: 1, name: 'साइट के शब्द' })).toBeInTheDocument();
    expect(screen.getByLabelText('पेज')).toHaveDisplayValue('होम पेज');
    expect(screen.getByRole('heading', { name: 'पेज का ऊपरी हिस्सा' })).toBeInTheDocument();
    expect(screen.getByLabelText('प्लेसमेंट का दावा')).toHaveAccessibleDescription(
      'मूल पाठ। ख़ाली छोड़ सकते हैं: तब पेज इसे नहीं दिखाता।',
    );
    expect(screen.getByLabelText('मुख्य शीर्षक (हिन्दी में)')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('हर पाठ मूल पाठ ही है।', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'लोगो और आइकन' })).toBeInTheDocument();
    // The schema names the text in English ("Top of the page › Main heading"): said with its Hindi name.
    await user.clear(heading);
    await user.click(within(blockOf(heading)).getByRole('button', { name: 'सहेजें मुख्य शीर्षक' }));
    expect(screen.getByText('पेज का ऊपरी हिस्सा › मुख्य शीर्षक ख़ाली नहीं छोड़ा जा सकता।')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
