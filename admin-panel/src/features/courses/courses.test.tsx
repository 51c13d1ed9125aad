import { act, screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@dds/shared/schemas/course';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/schemas/permissions';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import { EditConflictError } from '../edit-conflict';
import {
  createCourse,
  deleteCourse,
  fetchCourse,
  fetchCourseOrder,
  fetchCourses,
  saveCourseOrder,
  setCourseFlags,
  updateCourse,
} from './courses-api';

jest.mock('./courses-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test', role: 'owner' as const };

function aCourse(id: number, over: Partial<Course> = {}): Course {
  return {
    id,
    slug: `course-${id}`,
    name: `Course ${id}`,
    shortName: '',
    modes: ['Offline'],
    description: 'About it.',
    duration: '3 months',
    fee: null,
    feeFrom: false,
    batches: [],
    eligibility: '',
    syllabus: [],
    icon: 'monitor',
    visible: true,
    featured: false,
    inLandingGrid: false,
    inAdmissionCatalogue: true,
    order: id,
    featuredOrder: null,
    gridOrder: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    hindi: {},
    ...over,
  };
}

const courses = [
  aCourse(1, { name: 'AutoCAD', slug: 'autocad' }),
  aCourse(2, {
    name: 'Tally + GST',
    slug: 'tally-gst',
    shortName: 'Tally',
    inLandingGrid: true,
    gridOrder: 1,
    fee: 12500,
  }),
  aCourse(3, { name: 'Spoken English', slug: 'spoken-english', featured: true, featuredOrder: 1 }),
];
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const VERSIONS = { courses: 7, featured: 2, grid: 3 };

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchCourses).mockResolvedValue(courses);
  // The list screen reads the courses with the versions of the three orders.
  mocked(fetchCourseOrder).mockImplementation(async () => ({ items: await fetchCourses(), versions: VERSIONS }));
  mocked(fetchCourse).mockImplementation(async (id) => courses.find((c) => c.id === id)!);
});

describe('Courses screen', () => {
  it('is in the menu and lists every course in order, with where it shows and its fee', async () => {
    renderAdmin('/admin/courses', loggedIn);
    // Each course has its drag grip (the drag code is its own chunk: the list is drawn with it).
    expect(await screen.findByRole('button', { name: 'Drag to reorder: AutoCAD' })).toHaveAttribute(
      'aria-roledescription',
      'drag handle',
    );
    const rows = screen.getAllByTestId('course-row');
    expect(rows.map((r) => within(r).getByRole('link', { name: /^(AutoCAD|Tally|Spoken)/ }).textContent)).toEqual([
      'AutoCAD',
      'Tally + GST',
      'Spoken English',
    ]);
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/admin/courses');
    expect(within(rows[1]!).getByText('Fee ₹12,500')).toBeInTheDocument();
    expect(within(screen.getByTestId('grid-order')).getByText('Tally')).toBeInTheDocument();
    expect(within(screen.getByTestId('featured-order')).getByText('Spoken English')).toBeInTheDocument();
  });

  it('hides a course and features one with a tick, saved at once', async () => {
    const { user } = renderAdmin('/admin/courses', loggedIn);
    mocked(setCourseFlags).mockResolvedValue(courses[0]!);
    let saved!: () => void;
    mocked(setCourseFlags).mockImplementationOnce(() => new Promise((resolve) => (saved = () => resolve(courses[0]!))));
    await user.click(await screen.findByRole('checkbox', { name: 'Shown: AutoCAD' }));
    expect(setCourseFlags).toHaveBeenCalledWith(1, { visible: false });
    // The tick follows the click at once, while the save is under way.
    expect(screen.getByRole('checkbox', { name: 'Shown: AutoCAD' })).not.toBeChecked();
    act(() => saved());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Featured: AutoCAD' })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'Featured: AutoCAD' }));
    expect(setCourseFlags).toHaveBeenCalledWith(1, { featured: true });
  });

  it('moves a course down with the keyboard; the focus stays on its button and the new place is announced', async () => {
    mocked(saveCourseOrder).mockResolvedValue({
      items: [courses[1]!, courses[0]!, courses[2]!],
      versions: { ...VERSIONS, courses: 8 },
    });
    const { user } = renderAdmin('/admin/courses', loggedIn);
    const down = await screen.findByRole('button', { name: 'Move AutoCAD down' });
    expect(screen.getByRole('button', { name: 'Move AutoCAD up' })).toHaveAttribute('aria-disabled', 'true');
    down.focus();
    await user.keyboard('{Enter}');
    // The whole order, based on the version of the course list the screen read.
    expect(saveCourseOrder).toHaveBeenCalledWith('courses', [2, 1, 3], 7);
    await waitFor(() => expect(screen.getAllByTestId('course-row')[1]).toHaveTextContent('AutoCAD'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move AutoCAD down' })).toHaveFocus());
    expect(screen.getByText('AutoCAD moved to place 2 of 3 in the course list.')).toBeInTheDocument();
  });

  it('links each shown course to its page, and the list to the Offline and Online pages, in a new tab', async () => {
    renderAdmin('/admin/courses', loggedIn);
    const view = await screen.findByRole('link', { name: 'View AutoCAD on the site (opens in a new tab)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual(['/courses/autocad', '_blank']);
    expect(screen.getByRole('link', { name: 'View the Offline courses page (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/OfflineCourses',
    );
    expect(screen.getByRole('link', { name: 'View the Online courses page (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/OnilneCourses',
    );
  });

  it('says who reordered the list meanwhile, and shows the stored order', async () => {
    mocked(saveCourseOrder).mockRejectedValue(
      new Error(
        'ravi@dds.test reordered this list at 27 Nov 2026, 7:40 pm. Their order is shown now: move the item again if you still want to.',
      ),
    );
    const { user } = renderAdmin('/admin/courses', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Move AutoCAD down' }));
    expect(await screen.findByText(/^Not saved: ravi@dds.test reordered this list at/)).toBeInTheDocument();
    await waitFor(() => expect(fetchCourseOrder).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByTestId('course-row')[0]).toHaveTextContent('AutoCAD'));
  });

  it('says when a change is refused and reads the stored list again', async () => {
    mocked(setCourseFlags).mockRejectedValue(new Error('Request failed (503)'));
    const { user } = renderAdmin('/admin/courses', loggedIn);
    await user.click(await screen.findByRole('checkbox', { name: 'Featured: AutoCAD' }));
    expect(await screen.findByText('Not saved: Request failed (503)')).toBeInTheDocument();
    expect(fetchCourses).toHaveBeenCalledTimes(2);
    // The tick the click showed at once gives way to what is stored.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Featured: AutoCAD' })).not.toBeChecked());
  });

  it('deletes only after the admin confirms', async () => {
    const { user } = renderAdmin('/admin/courses', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Delete AutoCAD' }));
    await answerConfirmation(user, 'Delete “AutoCAD”?', 'Cancel');
    expect(deleteCourse).not.toHaveBeenCalled();
    mocked(deleteCourse).mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Delete AutoCAD' }));
    expect(await answerConfirmation(user, 'Delete “AutoCAD”?', 'Delete')).toContain(
      'Admissions already received keep the course name',
    );
    await waitFor(() => expect(deleteCourse).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete AutoCAD' })).not.toBeInTheDocument());
  });

  it('staff: Delete says only an owner can delete a course, and suggests hiding it', async () => {
    const { user } = renderAdmin('/admin/courses', { ...loggedIn, role: 'staff' });
    const remove = await screen.findByRole('button', { name: 'Delete AutoCAD' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(OWNER_ONLY_MESSAGES.deleteCourse);
    await user.click(remove);
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Only an owner can delete a course. You can hide it from the website instead.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteCourse).not.toHaveBeenCalled();
  });
});

describe('Course form', () => {
  it('edits the fee and adds a batch; saves every field and goes back to the list', async () => {
    mocked(updateCourse).mockImplementation(
      async (id, input) => ({ ...courses[1]!, ...input, id, fee: input.fee ?? null }) as Course,
    );
    const { user, router } = renderAdmin('/admin/courses/2', loggedIn);
    const fee = await screen.findByLabelText('Fee (₹)');
    expect(fee).toHaveValue('12500');
    await user.clear(fee);
    await user.type(fee, '14,000');
    await user.click(screen.getByRole('button', { name: 'Add a batch' }));
    const batch = screen.getByRole('textbox', { name: 'Batch 1' });
    await waitFor(() => expect(batch).toHaveFocus());
    await user.type(batch, 'Mon–Sat, 7–8 am');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(updateCourse).toHaveBeenCalledWith(
      2,
      expect.objectContaining({
        name: 'Tally + GST',
        fee: 14000,
        batches: ['Mon–Sat, 7–8 am'],
        shortName: 'Tally',
        inLandingGrid: true,
      }),
      undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses'));
  });

  it('a course another admin saved meanwhile: Reload shows theirs, and what was typed is one click away', async () => {
    mocked(updateCourse).mockRejectedValueOnce(
      new EditConflictError({ version: 9, changedBy: 'office@dds.test', changedAt: '2026-11-27T05:00:00.000Z' }),
    );
    const { user } = renderAdmin('/admin/courses/2', loggedIn);
    const fee = await screen.findByLabelText('Fee (₹)');
    await user.clear(fee);
    await user.type(fee, '14000');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    const notice = await screen.findByTestId('edit-conflict');
    expect(notice).toHaveTextContent(/Changed by office@dds\.test at .* while you were editing — reload, or overwrite/);

    // Reload: the other admin's fee is in the box, and what was typed is offered back.
    mocked(fetchCourse).mockResolvedValueOnce({ ...courses[1]!, fee: 13000, version: 9 } as Course);
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Fee (₹)')).toHaveValue('13000'));
    expect(screen.queryByTestId('edit-conflict')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put back what I typed' }));
    expect(screen.getByLabelText('Fee (₹)')).toHaveValue('14000');
    expect(screen.queryByTestId('typed-values-offer')).not.toBeInTheDocument();
  });

  it('refuses to save what the server would refuse: the message sits by the field, which takes the focus', async () => {
    const { user } = renderAdmin('/admin/courses/new', loggedIn);
    await user.type(await screen.findByLabelText('Fee (₹)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: fix the 3 fields marked in red.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
    expect(screen.getByLabelText('Fee (₹)')).toHaveAccessibleDescription(/Fee must be a whole number of rupees/);
    expect(createCourse).not.toHaveBeenCalled();
  });

  it('adds a course: its page address comes from the name unless one is given', async () => {
    mocked(createCourse).mockImplementation(
      async (input) => ({ ...aCourse(9), ...input, fee: input.fee ?? null }) as Course,
    );
    const { user } = renderAdmin('/admin/courses/new', loggedIn);
    await user.type(await screen.findByLabelText('Name'), 'Advanced Excel');
    expect(screen.getByLabelText('Page address')).toHaveAccessibleDescription(/\/courses\/advanced-excel/);
    await user.type(screen.getByLabelText('Description'), 'Pivot tables and dashboards.');
    await user.click(screen.getByRole('checkbox', { name: /^Online/ }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Add course' }));
    });
    expect(createCourse).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Advanced Excel',
        slug: '',
        modes: ['Online', 'Offline'],
        fee: null,
        visible: true,
        inAdmissionCatalogue: true,
      }),
    );
  });

  it('links to the course page as saved, in a new tab, saying so', async () => {
    renderAdmin('/admin/courses/2', loggedIn);
    const link = await screen.findByRole('link', { name: 'View the course page on the site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/courses/tally-gst');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the server refusal (e.g. a taken page address)', async () => {
    const { ApiError } = jest.requireActual('@dds/shared/api');
    mocked(updateCourse).mockRejectedValue(
      new ApiError('Another course already has the page address /courses/autocad', 409),
    );
    const { user } = renderAdmin('/admin/courses/2', loggedIn);
    await user.type(await screen.findByLabelText('Page address'), 'autocad');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: Another course already has the page address /courses/autocad',
    );
    // No field is marked, so the refusal itself takes the focus and is read out.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('says the list could not be loaded, and Try again loads it', async () => {
    const { ApiError } = jest.requireActual('@dds/shared/api');
    mocked(fetchCourses).mockRejectedValueOnce(new ApiError('Request failed (500)', 500));
    const { user } = renderAdmin('/admin/courses', loggedIn);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the courses. Request failed (500)');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('course-row')).toHaveLength(3);
  });
});

describe('Course form and list in Hindi (docs/decisions/026-hindi.md §3)', () => {
  it('a seeded text shows its shipped Hindi; rewording the English empties its Hindi box and says "Missing in Hindi"', async () => {
    mocked(updateCourse).mockImplementation(async (id, input) => ({ ...courses[1]!, ...input, id }) as Course);
    const { user } = renderAdmin('/admin/courses/2', loggedIn);
    const hindiName = await screen.findByRole('textbox', { name: 'Name in Hindi' });
    expect(hindiName).toHaveAttribute('lang', 'hi');
    expect(hindiName).toHaveValue('टैली + जीएसटी (Tally + GST)');
    expect(hindiName).toHaveAccessibleDescription('The Hindi the site came with; change it if you like.');

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Tally Prime');
    const box = screen.getByRole('textbox', { name: 'Name in Hindi' });
    expect(box).toHaveValue('');
    expect(box).toHaveAccessibleDescription(
      'Missing in Hindi: the Hindi page shows the English text until this is saved.',
    );
    const nameBox = box.closest('[data-testid="hindi-box"]') as HTMLElement;
    expect(within(nameBox).getByText('Missing in Hindi')).toBeInTheDocument();

    await user.type(box, 'टैली प्राइम (Tally Prime)');
    expect(within(nameBox).queryByText('Missing in Hindi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(updateCourse).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ name: 'Tally Prime', hindi: { 'Tally Prime': 'टैली प्राइम (Tally Prime)' } }),
      undefined,
    );
  });

  it('the shipped Hindi can be cleared and retyped: the box stays empty until the owner types', async () => {
    mocked(updateCourse).mockImplementation(async (id, input) => ({ ...courses[1]!, ...input, id }) as Course);
    const { user } = renderAdmin('/admin/courses/2', loggedIn);
    const hindiName = await screen.findByRole('textbox', { name: 'Name in Hindi' });
    await user.clear(hindiName);
    expect(hindiName).toHaveValue('');
    expect(hindiName).toHaveAccessibleDescription('Left empty, the site shows the Hindi it came with.');
    await user.type(hindiName, 'टैली (Tally)');
    expect(hindiName).toHaveValue('टैली (Tally)');
    await user.click(screen.getByRole('button', { name: 'Save course' }));
    expect(updateCourse).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ hindi: { 'Tally + GST': 'टैली (Tally)' } }),
      undefined,
    );
  });

  it('a list entry has its own Hindi box under the English it translates', async () => {
    mocked(fetchCourse).mockResolvedValue(
      aCourse(4, { name: 'Python', syllabus: ['Files, modules and packages', 'Web scraping'] }),
    );
    renderAdmin('/admin/courses/4', loggedIn);
    const group = (await screen.findByRole('group', { name: /Syllabus in Hindi/ })) as HTMLElement;
    expect(group).toHaveAccessibleName('Syllabus in Hindi (1 missing)');
    expect(within(group).getByRole('textbox', { name: 'Syllabus point 1 in Hindi' })).toHaveValue('फ़ाइलें, मॉड्यूल और पैकेज');
    expect(within(group).getByRole('textbox', { name: 'Syllabus point 2 in Hindi' })).toHaveValue('');
  });

  it('the list marks each course whose Hindi page shows English and filters to them', async () => {
    mocked(fetchCourses).mockResolvedValue([
      aCourse(1, {
        name: 'AutoCAD',
        description: '2D drafting and 3D modelling for civil, mechanical and interior work.',
      }),
      aCourse(2, { name: 'Tally Prime', description: 'Tally Prime, GST returns, inventory and payroll.' }),
      aCourse(3, { name: 'Advanced Excel', description: 'Pivot tables.', hindi: { 'Advanced Excel': 'एडवांस्ड एक्सेल' } }),
    ]);
    const { user } = renderAdmin('/admin/courses', loggedIn);
    const filter = await screen.findByRole('checkbox', { name: 'Only courses missing in Hindi (2)' });
    const rows = screen.getAllByTestId('course-row');
    expect(rows.map((r) => within(r).queryByText(/^Missing in Hindi/)?.textContent ?? '')).toEqual([
      '',
      'Missing in Hindi (1)',
      'Missing in Hindi (1)',
    ]);
    await user.click(filter);
    expect(screen.getAllByTestId('course-row').map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'Tally Prime',
      'Advanced Excel',
    ]);
  });
});
