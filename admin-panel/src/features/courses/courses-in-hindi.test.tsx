import { screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@dds/shared/schemas/course';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { inputOf, NEW_COURSE } from './course-form-values';
import { answerConfirmation } from '../../test/confirmation';
import {
  deleteCourse,
  fetchCourse,
  fetchCourseOrder,
  fetchCourses,
  saveCourseOrder,
  updateCourse,
} from './courses-api';

jest.mock('./courses-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

const owner = { status: 'authenticated' as const, email: 'owner@dds.test', role: 'owner' as const };
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
// The form's defaults (a new course) with this course's own values, as the course form would save it.
const tally: Course = {
  ...inputOf({
    ...NEW_COURSE,
    slug: 'tally-gst',
    name: 'Tally + GST',
    shortName: 'Tally',
    description: 'Accounts with Tally.',
    duration: '3 months',
    fee: '12500',
    inLandingGrid: true,
  }),
  hindi: NEW_COURSE.hindi,
  id: 2,
  order: 1,
  featuredOrder: null,
  gridOrder: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchCourses).mockResolvedValue([tally]);
  mocked(fetchCourseOrder).mockResolvedValue({ items: [tally], versions: { courses: 1, featured: 1, grid: 1 } });
  mocked(fetchCourse).mockResolvedValue(tally);
});
afterEach(() => showPanelIn('en'));

// docs/decisions/026-hindi.md §8: the screens in the admin's language; a course's own texts as typed.
describe('Courses for an admin who reads the panel in Hindi', () => {
  it('the list: its title, header and add link in Hindi; course names as typed', async () => {
    await showPanelIn('hi');
    renderAdmin('/admin/courses', owner);
    expect(await screen.findByRole('heading', { name: 'सभी कोर्स (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोर्स जोड़ें' })).toHaveAttribute('href', '/admin/courses/new');
    expect(screen.getAllByText('Tally + GST').length).toBeGreaterThan(0);
  });

  it('the list’s rows, the home page’s order lists, a move read out and a delete asked in Hindi; data as typed', async () => {
    const notOnHome = { shortName: '', inLandingGrid: false, gridOrder: null };
    const autocad: Course = { ...tally, ...notOnHome, id: 3, name: 'AutoCAD', slug: 'autocad', fee: null, order: 2 };
    const hidden: Course = {
      ...tally,
      ...notOnHome,
      id: 4,
      name: 'Old course',
      slug: 'old',
      visible: false,
      modes: [],
      order: 3,
    };
    const all = [tally, autocad, hidden];
    mocked(fetchCourseOrder).mockResolvedValue({ items: all, versions: { courses: 1, featured: 1, grid: 1 } });
    mocked(saveCourseOrder).mockResolvedValue({ items: [autocad, tally, hidden], versions: { courses: 2 } });
    mocked(deleteCourse).mockResolvedValue(undefined);
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/courses', owner);
    const rows = await screen.findAllByTestId('course-row');
    expect(rows[0]).toHaveTextContent('फ़ीस ₹12,500');
    expect(rows[0]).toHaveTextContent('प्रवेश फ़ॉर्म');
    expect(rows[1]).toHaveTextContent('फ़ीस तय नहीं');
    expect(rows[2]).toHaveTextContent('कोई माध्यम नहीं: किसी कोर्स पेज पर नहीं');
    expect(rows[2]).toHaveTextContent('छिपा हुआ');
    expect(screen.getByRole('checkbox', { name: 'होम ग्रिड: Tally + GST' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Tally + GST बदलें' })).toHaveAttribute('href', '/admin/courses/2');
    expect(screen.getByRole('list', { name: 'क्रम में कोर्स' })).toBeInTheDocument();
    // The home page's lists: titles, an empty one's hint, a member named in its list.
    expect(screen.getByRole('heading', { name: 'होम पेज पर ख़ास (0)' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई नहीं: नीचे किसी कोर्स पर “ख़ास” पर टिक करें।')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('grid-order')).getByRole('button', { name: 'Tally को ऊपर खिसकाएँ' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'AutoCAD को ऊपर खिसकाएँ' }));
    expect(await screen.findByText('AutoCAD अब कोर्स की सूची में स्थान 1 / 3 पर है।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Old course हटाएँ' }));
    const said = await answerConfirmation(user, '“Old course” हटाएँ?', 'हटाएँ');
    expect(said).toContain('पहले से मिले प्रवेश आवेदनों में कोर्स का नाम बना रहेगा।');
    expect(await screen.findByText('कोर्स हटाया गया: Old course')).toBeInTheDocument();
    expect(deleteCourse).toHaveBeenCalledWith(4);
  });

  it('staff read in Hindi why Delete is not theirs', async () => {
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/courses', { ...owner, email: 'ravi@dds.test', role: 'staff' as const });
    const remove = await screen.findByRole('button', { name: 'Tally + GST हटाएँ' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    expect(await screen.findByTestId('toast')).toHaveTextContent('कोर्स सिर्फ़ मालिक हटा सकते हैं।');
  });

  it('edits a course in Hindi: labels, list rows and Hindi boxes translated; the save says so in Hindi', async () => {
    mocked(updateCourse).mockImplementation(async (id, input) => ({ ...tally, ...input, id }) as Course);
    await showPanelIn('hi');
    const { user, router } = renderAdmin('/admin/courses/2', owner);
    const fee = await screen.findByLabelText('फ़ीस (₹)');
    expect(screen.getByRole('heading', { level: 1, name: 'कोर्स बदलें' })).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toHaveValue('Tally + GST');
    expect(screen.getByLabelText('नाम (हिन्दी में)')).toBeInTheDocument();
    await user.clear(fee);
    await user.type(fee, '14000');
    await user.click(screen.getByRole('button', { name: 'बैच जोड़ें' }));
    await user.type(screen.getByRole('textbox', { name: 'बैच 1' }), 'Mon–Sat, 7–8 am');
    expect(screen.getByRole('button', { name: 'बैच 1 हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'बैच का समय हिन्दी में (1 बाकी)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कोर्स सहेजें' }));
    expect(await screen.findByText('Tally + GST सहेजा गया: अब साइट पर दिख रहा है')).toBeInTheDocument();
    expect(updateCourse).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ fee: 14000, batches: ['Mon–Sat, 7–8 am'] }),
      undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses'));
  });

  it('a refused save names the fields to fix in Hindi', async () => {
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/courses/2', owner);
    await user.clear(await screen.findByLabelText('नाम'));
    await user.click(screen.getByRole('button', { name: 'कोर्स सहेजें' }));
    expect(await screen.findByText('नहीं सहेजा गया: लाल निशान वाले 1 फ़ील्ड ठीक करें।')).toBeInTheDocument();
    expect(updateCourse).not.toHaveBeenCalled();
  });
});
