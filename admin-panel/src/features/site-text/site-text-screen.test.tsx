// First: the shared mocks must be in place before the panel's modules load.
import { blockOf, load, open, save, shipped } from './site-text-test-setup';
import { screen, within } from '@testing-library/react';
import { HI_SITE_TEXT } from '@dds/shared/schemas/site-text-hi/register';
import { EditConflictError } from '../edit-conflict';
import { uploadSiteImage } from './site-text-api';

const CLAIM_KEY = 'home.hero.placement';

describe('Site text screen', () => {
  it('lists the home page by section with the shipped words, and the preview follows what is typed before saving', async () => {
    const { user } = open();
    const claim = await screen.findByLabelText('Placement claim');
    expect(claim).toHaveValue('100% Job Placement Assistance');
    expect(claim).toHaveAccessibleDescription('The original text. May be left empty: the page then leaves it out.');
    const preview = screen.getByTestId('preview-home.hero');
    expect(preview).toHaveTextContent('100% Job Placement Assistance');
    await user.clear(claim);
    await user.type(claim, 'Placement help');
    expect(preview).toHaveTextContent('Placement help');
    expect(preview).not.toHaveTextContent('100% Job Placement Assistance');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves one text with the version it loaded, then offers to restore the original', async () => {
    save.mockImplementation(async (block, value, version) => ({
      ...shipped().find((b) => b.key === block.key)!,
      value,
      version: version + 1,
      changedBy: 'owner@dds.test',
      changedAt: new Date().toISOString(),
    }));
    const { user } = open();
    const claim = await screen.findByLabelText('Placement claim');
    await user.clear(claim);
    await user.type(claim, 'Placement help');
    await user.click(within(blockOf(claim)).getByRole('button', { name: 'Save Placement claim' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ key: CLAIM_KEY, language: 'en' }), 'Placement help', 1);
    expect(await screen.findByText(/live on the site at the next page load/)).toBeInTheDocument();
    const block = screen.getByTestId(`text-${CLAIM_KEY}`);
    expect(within(block).getByText('100% Job Placement Assistance')).toBeInTheDocument(); // quoted as the original
    await user.click(within(block).getByRole('button', { name: 'Restore the original text of Placement claim' }));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ key: CLAIM_KEY }), null, 2);
  });

  it('refuses an empty heading before sending, naming it', async () => {
    const { user } = open();
    const heading = await screen.findByLabelText('Main heading');
    await user.clear(heading);
    await user.click(within(blockOf(heading)).getByRole('button', { name: 'Save Main heading' }));
    expect(screen.getByText('Top of the page › Main heading cannot be empty')).toBeInTheDocument();
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('a stale save shows who saved in between, with Reload and Overwrite; Overwrite resends with their version', async () => {
    save.mockRejectedValueOnce(
      new EditConflictError({ version: 4, changedBy: 'asha@dds.test', changedAt: '2026-11-27T05:00:00.000Z' }),
    );
    save.mockImplementationOnce(async (block, value, version) => ({
      ...shipped().find((b) => b.key === block.key)!,
      value,
      version: version + 1,
    }));
    const { user } = open();
    const claim = await screen.findByLabelText('Placement claim');
    await user.clear(claim);
    await user.type(claim, 'Mine');
    await user.click(within(blockOf(claim)).getByRole('button', { name: 'Save Placement claim' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Changed by asha@dds.test at 27 Nov 2026, 10:30 am while you were editing — reload, or overwrite',
    );
    await user.click(within(alert).getByRole('button', { name: /overwrite/i }));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ key: CLAIM_KEY }), 'Mine', 4);
  });

  it('page titles preview as a search result with the institute’s name', async () => {
    const { user } = open('staff');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Page' }), 'pages');
    expect(await screen.findByTestId('preview-pages.admission')).toHaveTextContent('Admission Form | DDS Sitapur');
  });

  it('a failed load says so and retries', async () => {
    load.mockRejectedValueOnce(new Error('Network Error'));
    const { user } = open();
    expect(await screen.findByText(/Network Error/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Placement claim')).toBeInTheDocument();
  });

  it('uploads a logo: the file goes to the server, and the card says who uploaded it', async () => {
    const upload = uploadSiteImage as jest.Mock;
    upload.mockResolvedValue({
      logo: { tag: 'abc123', changedBy: 'owner@dds.test', changedAt: new Date().toISOString() },
      favicon: null,
    });
    const { user } = open();
    const input = await screen.findByLabelText(/^New logo/);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(upload).toHaveBeenCalledWith('logo', file);
    expect(await screen.findByText(/Uploaded by owner@dds.test/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo in use now' })).toHaveAttribute('src', '/logo-128.png?v=abc123');
    expect(screen.getByRole('button', { name: 'Use the original logo' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    const HI_CLAIM = HI_SITE_TEXT.home.hero.placement;

    it('shows each text’s Hindi beside its English, and saves the Hindi as Hindi with its own version', async () => {
      save.mockImplementation(async (block, value, version) => ({
        ...shipped(block.language).find((b) => b.key === block.key)!,
        value,
        version: version + 1,
      }));
      const { user } = open('staff');
      const hindi = await screen.findByLabelText('Placement claim in Hindi');
      expect(hindi).toHaveValue(HI_CLAIM);
      expect(hindi).toHaveAttribute('lang', 'hi');
      expect(screen.getByLabelText('Placement claim')).toHaveValue('100% Job Placement Assistance');
      expect(screen.getByRole('checkbox', { name: 'Only texts missing in Hindi (0)' })).not.toBeChecked();
      await user.clear(hindi);
      await user.type(hindi, '100% प्लेसमेंट सहायता');
      await user.click(within(blockOf(hindi)).getByRole('button', { name: 'Save Placement claim in Hindi' }));
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ key: CLAIM_KEY, language: 'hi' }),
        '100% प्लेसमेंट सहायता',
        1,
      );
      // The English preview is not the Hindi draft's.
      expect(screen.getByTestId('preview-home.hero')).toHaveTextContent('100% Job Placement Assistance');
    });

    it('a text whose English was changed and whose Hindi was not is “missing in Hindi”: marked, counted, and the filter shows only those', async () => {
      load.mockImplementation(async (language = 'en') => ({
        language,
        blocks: shipped(language).map((b) =>
          language === 'en' && b.key === CLAIM_KEY ? { ...b, value: 'Placement help', version: 2 } : b,
        ),
      }));
      const { user } = open();
      const hindi = await screen.findByLabelText('Placement claim in Hindi');
      // Empty, not the shipped Hindi: that translates the English the owner replaced.
      expect(hindi).toHaveValue('');
      expect(hindi).toHaveAccessibleDescription(
        /^Missing in Hindi: the Hindi page shows the English text until this is saved\./,
      );
      expect(within(screen.getByTestId(`text-hi-${CLAIM_KEY}`)).getByText('Missing in Hindi')).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Home page — 1 missing in Hindi' })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Only texts missing in Hindi (1)' }));
      expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('lang') ?? 'en')).toEqual(['en', 'hi']);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'about');
      expect(screen.getByText('Nothing on this page is missing in Hindi.')).toBeInTheDocument();
    });
  });
});
