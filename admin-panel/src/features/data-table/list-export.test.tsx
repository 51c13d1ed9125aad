import { screen } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';
import { fetchCourseNames } from './list-api';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('./list-api', () => ({ ...jest.requireActual('./list-api'), fetchCourseNames: jest.fn() }));
const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

beforeEach(() => {
  (fetchCourseNames as jest.Mock).mockResolvedValue([]);
  fetchPage.mockResolvedValue(pageOf([anInquiry({ name: 'Asha Verma' })], 1) as never);
});

it('offers the list as CSV and as an Excel workbook, both with the filters on screen', async () => {
  renderAdmin('/admin/inquiries?status=new&q=verma', loggedIn);
  const csv = await screen.findByRole('link', { name: 'Export CSV of these inquiries (every matching row)' }, { timeout: 15_000 });
  const xlsx = screen.getByRole('link', { name: 'Export Excel (.xlsx) of these inquiries (every matching row)' });
  expect(csv).toHaveAttribute('href', expect.stringMatching(/\/api\/admin\/inquiries\/export\.csv\?q=verma&.*status=new/));
  expect(xlsx).toHaveAttribute('href', expect.stringMatching(/\/api\/admin\/inquiries\/export\.xlsx\?q=verma&.*status=new/));
  expect(xlsx).toHaveAttribute('download');
  // Voice control finds it by the words it shows (WCAG 2.5.3).
  expect(xlsx.textContent).toMatch(/^Export Excel/);
});
