import { screen, within } from '@testing-library/react';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/schemas/site-settings';
import { renderAdmin } from '../../test/render-admin';
import { getSettings, saveSettings } from './settings-api';

// The Hindi of the address and office hours on the Settings screen (docs/decisions/026-hindi.md §3):
// a box under each English field, "Missing in Hindi" while the Hindi page shows the English.

jest.mock('./settings-api', () => ({ getSettings: jest.fn(), saveSettings: jest.fn() }));

const load = getSettings as jest.MockedFunction<typeof getSettings>;
const save = saveSettings as jest.MockedFunction<typeof saveSettings>;
const owner = { status: 'authenticated' as const, email: 'owner@dds.test' };
const stored: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  address: 'Station Road\nSitapur',
  officeHours: 'Mon–Sat, 9 am – 6 pm',
};
const ADDRESS_HI = 'स्टेशन रोड\nसीतापुर';

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue({ ...stored, hindi: { [stored.address]: ADDRESS_HI }, version: 4 });
  // As the server answers: the Hindi sent, else the stored Hindi that still translates the English.
  save.mockImplementation(async (settings, version, hindi) => ({
    ...settings,
    hindi: hindi ?? (settings.address === stored.address ? { [stored.address]: ADDRESS_HI } : {}),
    version: (version ?? 0) + 1,
  }));
});

const boxOf = (label: string) =>
  screen.getByLabelText(`${label} in Hindi`).closest<HTMLElement>('[data-testid="hindi-box"]')!;

it('shows the stored Hindi under the address and an empty, missing box under the office hours', async () => {
  renderAdmin('/admin/settings', owner);
  expect(await screen.findByLabelText('Address in Hindi')).toHaveValue(ADDRESS_HI);
  expect(screen.getByLabelText('Address in Hindi')).toHaveAttribute('lang', 'hi');
  expect(within(boxOf('Address')).queryByText('Missing in Hindi')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Office hours in Hindi')).toHaveValue('');
  expect(within(boxOf('Office hours')).getByText('Missing in Hindi')).toBeInTheDocument();
  // Settings no Hindi page translates have no box.
  expect(screen.queryByLabelText('Institute name in Hindi')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Phone in Hindi')).not.toBeInTheDocument();
});

it('saves the typed Hindi with the settings; the badge goes once written', async () => {
  const { user } = renderAdmin('/admin/settings', owner);
  await user.type(await screen.findByLabelText('Office hours in Hindi'), 'सोम–शनि, सुबह 9 – शाम 6');
  expect(within(boxOf('Office hours')).queryByText('Missing in Hindi')).not.toBeInTheDocument();
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ officeHours: stored.officeHours }), 4, {
    [stored.address]: ADDRESS_HI,
    [stored.officeHours]: 'सोम–शनि, सुबह 9 – शाम 6',
  });
});

it('rewording the English empties its Hindi box and says Missing in Hindi; after the save it stays missing', async () => {
  const { user } = renderAdmin('/admin/settings', owner);
  const address = await screen.findByLabelText('Address');
  await user.clear(address);
  await user.type(address, 'Gandhi Chowk, Sitapur');
  expect(screen.getByLabelText('Address in Hindi')).toHaveValue('');
  expect(within(boxOf('Address')).getByText('Missing in Hindi')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
  // The Hindi was not touched: the save leaves it to the server, which keeps only what still translates.
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ address: 'Gandhi Chowk, Sitapur' }), 4);
  expect(screen.getByLabelText('Address in Hindi')).toHaveValue('');
  expect(within(boxOf('Address')).getByText('Missing in Hindi')).toBeInTheDocument();
});

it('staff see the Hindi address but cannot change it, as the address; the office hours’ Hindi is theirs', async () => {
  renderAdmin('/admin/settings', { ...owner, email: 'ravi@dds.test', role: 'staff' });
  expect(await screen.findByLabelText('Address in Hindi')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Office hours in Hindi')).not.toHaveAttribute('readonly');
});
