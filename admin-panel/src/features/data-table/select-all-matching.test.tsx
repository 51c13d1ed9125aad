// First: no real request for the assignees and reply templates (test/quiet-side-reads.ts).
import '../../test/quiet-side-reads';
import { screen, waitFor, within } from '@testing-library/react';
import { fetchListPage } from '@dds/shared/api';
import { pageOf, renderAdmin } from '../../test/render-admin';
import { anInquiry } from '../../test/builders';
import { fetchCourseNames, runBulk } from './list-api';

jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchListPage: jest.fn() }));
jest.mock('./list-api', () => ({
  ...jest.requireActual('./list-api'),
  runBulk: jest.fn(),
  fetchCourseNames: jest.fn(),
}));
const fetchPage = fetchListPage as jest.MockedFunction<typeof fetchListPage>;
const bulk = runBulk as jest.MockedFunction<typeof runBulk>;
const loggedIn = { status: 'authenticated' as const, email: 'admin@dds.test' };

const rows = [anInquiry({ name: 'Asha Verma' }), anInquiry({ name: 'Ravi Kumar' }), anInquiry({ name: 'Neha Singh' })];

beforeEach(() => {
  jest.clearAllMocks();
  bulk.mockReset();
  (fetchCourseNames as jest.Mock).mockResolvedValue([]);
  fetchPage.mockResolvedValue(pageOf(rows, 1234) as never);
});

const bar = () => screen.getByRole('region', { name: 'Actions on selected inquiries' });
const pageTick = () => screen.getByRole('checkbox', { name: 'Select all on this page' });
/** Gmail's line above the rows: what is ticked, and the way to all matching rows (or back). */
const line = () => screen.getByTestId('select-all-matching');

describe('"Select all matching" above the rows (docs/admin-guide.md: phones hid it inside More)', () => {
  it('appears above the rows, outside the More panel, once the whole page is ticked and more rows match', async () => {
    const { user } = renderAdmin('/admin/inquiries?status=new', loggedIn);
    await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 });
    // The live region is there before anything is ticked, so what appears in it is announced.
    expect(line()).toHaveAttribute('aria-live', 'polite');
    expect(line()).toBeEmptyDOMElement();

    // Some rows of the page: nothing to offer yet.
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Verma' }));
    expect(line()).toBeEmptyDOMElement();

    await user.click(pageTick());
    expect(line()).toHaveTextContent('All 3 inquiries on this page are selected.');
    const selectAll = within(line()).getByRole('button', { name: 'Select all 1,234 inquiries matching' });
    expect(bar()).not.toContainElement(selectAll);
    // Once is enough: the bar and its More panel no longer carry a second copy.
    expect(within(bar()).queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();
    // It comes before the rows in reading and tab order (on a phone, right after the tick box above the
    // cards: the e2e spec tabs there; jsdom lays the list out as on a wide screen, with the tick box in the table's header).
    expect(
      selectAll.compareDocumentPosition(screen.getByRole('checkbox', { name: 'Select Asha Verma' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('selects every matching row from the keyboard, acts on them by the filters, and Clear selection goes back', async () => {
    bulk.mockResolvedValue({ affected: 1234, previous: [] });
    const { user } = renderAdmin('/admin/inquiries?status=new&q=verma', loggedIn);
    await screen.findByRole('checkbox', { name: 'Select Asha Verma' }, { timeout: 15_000 });
    pageTick().focus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    expect(within(line()).getByRole('button', { name: 'Select all 1,234 inquiries matching' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(line()).toHaveTextContent('All 1,234 inquiries matching are selected.');
    expect(bar()).toHaveTextContent('All 1,234 inquiries matching selected');
    // One way back, on the line that says what is chosen: the bar no longer has a second one.
    expect(within(bar()).queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
    // The button the keyboard was on is gone; focus lands on the way back instead of the top of the page.
    expect(within(line()).getByRole('button', { name: 'Clear selection' })).toHaveFocus();

    await user.click(within(line()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Actions on selected inquiries' })).not.toBeInTheDocument();
    expect(line()).toBeEmptyDOMElement();
    expect(pageTick()).not.toBeChecked();
    expect(pageTick()).toHaveFocus();

    // Again, then an action: it goes to the server as the filters, not as this page's ids.
    await user.click(pageTick());
    await user.click(within(line()).getByRole('button', { name: 'Select all 1,234 inquiries matching' }));
    await user.click(within(bar()).getByRole('button', { name: 'Mark contacted' }));
    expect(bulk).toHaveBeenCalledWith(
      '/api/admin/inquiries',
      { action: 'status', status: 'contacted' },
      { matching: expect.objectContaining({ q: 'verma', status: 'new' }) },
    );
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('1,234 inquiries marked Contacted'));
    expect(line()).toBeEmptyDOMElement();
  });

  it('unticking one row falls back to the ticked ids', async () => {
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 15_000 }));
    await user.click(within(line()).getByRole('button', { name: /^Select all 1,234/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    expect(line()).toBeEmptyDOMElement();
    expect(bar()).toHaveTextContent('2 inquiries selected');
  });

  it('offers nothing when the page already holds every matching row', async () => {
    fetchPage.mockResolvedValue(pageOf(rows) as never);
    const { user } = renderAdmin('/admin/inquiries', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 15_000 }));
    expect(bar()).toHaveTextContent('3 inquiries selected');
    expect(line()).toBeEmptyDOMElement();
  });

  it('says "the 1 inquiry" when the last page holds a single row', async () => {
    fetchPage.mockResolvedValue(pageOf([rows[0]], 41, 3) as never);
    const { user } = renderAdmin('/admin/inquiries?page=3', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 15_000 }));
    expect(line()).toHaveTextContent('The 1 inquiry on this page is selected.');
    expect(within(line()).getByRole('button', { name: 'Select all 41 inquiries matching' })).toBeInTheDocument();
  });
});
