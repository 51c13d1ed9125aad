import { screen, within } from '@testing-library/react';
import type { Leader } from '@dds/shared/schemas/people';
import { showPanelIn } from '../../i18n/panel-language';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import { deleteContentItem, fetchContentList, fetchOrderedList, savePerson } from '../content/content-api';

jest.mock('../content/content-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

const owner = { status: 'authenticated' as const, email: 'owner@dds.test', role: 'owner' as const };
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const director: Leader = {
  id: 1,
  name: 'Dr. Rakesh Sharma',
  role: 'Director',
  message: 'Education changes families.',
  photo: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchContentList).mockImplementation((async (list: string) =>
    list === 'leaders' ? [director] : []) as never);
  mocked(fetchOrderedList).mockImplementation((async (list: 'leaders') => ({
    items: await fetchContentList(list),
    versions: { [list]: 1 },
  })) as never);
});
afterEach(() => showPanelIn('en'));

// docs/decisions/026-hindi.md §8: the People screen wholly in Hindi; names, roles and words as typed.
describe('People for an admin who reads the panel in Hindi', () => {
  it('the sections, a person’s controls and the delete question in Hindi; the form’s and the schema’s words too', async () => {
    mocked(deleteContentItem).mockResolvedValue(undefined);
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/people', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'लोग' })).toBeInTheDocument();
    const team = await screen.findByRole('list', { name: 'टीम के संदेश, साइट पर दिखने के क्रम में' });
    expect(within(team).getByText('Dr. Rakesh Sharma')).toBeInTheDocument(); // as typed
    expect(within(team).getByText('हिन्दी में नहीं है (1)')).toBeInTheDocument();
    expect(screen.getByText(/अभी कोई राय नहीं है/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dr. Rakesh Sharma का संदेश बदलें' })).toBeInTheDocument();

    // A testimonial whose year the shared schema refuses: said in Hindi, nothing sent.
    const form = screen.getByRole('region', { name: 'राय जोड़ें' });
    await user.type(within(form).getByLabelText('विद्यार्थी का नाम'), 'Asha');
    await user.type(within(form).getByLabelText('कोर्स'), 'ADCA');
    await user.type(within(form).getByLabelText('वर्ष'), '12');
    await user.type(within(form).getByLabelText('विद्यार्थी के शब्द'), 'I got a job.');
    await user.click(within(form).getByRole('button', { name: 'राय जोड़ें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^वर्ष \d{4} से अगले वर्ष तक का कोई वर्ष होना चाहिए।$/);
    expect(savePerson).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Dr. Rakesh Sharma का संदेश हटाएँ' }));
    const said = await answerConfirmation(user, 'Dr. Rakesh Sharma का संदेश हटाएँ?', 'हटाएँ');
    expect(said).toContain('साइट पर इसका दिखना उसी समय बंद हो जाएगा।');
    expect(await screen.findByText('हटाया गया: Dr. Rakesh Sharma का संदेश')).toBeInTheDocument();
  });
});
