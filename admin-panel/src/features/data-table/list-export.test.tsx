// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
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

it('offers the list as CSV and as an Excel workbook behind one Export button, both with the filters on screen', async () => {
  const { user } = renderAdmin('/admin/inquiries?status=new&q=verma', loggedIn);
  const toggle = await screen.findByRole('button', { name: 'Export inquiries' }, { timeout: 15_000 });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: /^Export CSV/ })).not.toBeInTheDocument(); // folded away
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const csv = screen.getByRole('link', { name: 'Export CSV of these inquiries (every matching row)' });
  const xlsx = screen.getByRole('link', { name: 'Export Excel (.xlsx) of these inquiries (every matching row)' });
  expect(csv).toHaveAttribute(
    'href',
    expect.stringMatching(/\/api\/admin\/inquiries\/export\.csv\?q=verma&.*status=new/),
  );
  expect(xlsx).toHaveAttribute(
    'href',
    expect.stringMatching(/\/api\/admin\/inquiries\/export\.xlsx\?q=verma&.*status=new/),
  );
  expect(xlsx).toHaveAttribute('download');
  // Voice control finds it by the words it shows (WCAG 2.5.3).
  expect(xlsx.textContent).toMatch(/^Export Excel/);
});

it('closes the export choices with Escape, back on the button, and with a click elsewhere', async () => {
  const { user } = renderAdmin('/admin/inquiries', loggedIn);
  const toggle = await screen.findByRole('button', { name: 'Export inquiries' }, { timeout: 15_000 });
  await user.click(toggle);
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  await user.click(toggle);
  await user.click(screen.getByRole('heading', { name: 'Inquiries' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
