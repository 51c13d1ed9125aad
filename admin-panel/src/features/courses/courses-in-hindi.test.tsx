import { screen, waitFor } from '@testing-library/react';
import type { Course } from '@dds/shared/schemas/course';
import { showPanelIn } from '../../i18n/panel-language';
import { renderAdmin } from '../../test/render-admin';
import { inputOf, NEW_COURSE } from './course-form-values';
import { fetchCourse, fetchCourseOrder, fetchCourses, updateCourse } from './courses-api';

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
