import { screen, waitFor, within } from '@testing-library/react';
import type { Leader, Testimonial } from '@dds/shared/schemas/people';
import { renderAdmin } from '../../test/render-admin';
import { fetchContentList, fetchOrderedList, savePerson } from '../content/content-api';

jest.mock('../content/content-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const photo = { id: 'c'.repeat(20), width: 480, height: 480, widths: [160, 320, 480] };
const director: Leader = {
  id: 1,
  name: 'Dr. Rakesh Sharma',
  role: 'Director',
  message: 'Education changes families.',
  photo,
  createdAt: '2026-11-24T10:00:00.000Z',
};

function lists(leaders: Leader[], testimonials: Testimonial[]) {
  mocked(fetchContentList).mockImplementation((async (list: string) =>
    list === 'leaders' ? leaders : testimonials) as never);
}

beforeEach(() => {
  jest.clearAllMocks();
  // The screens read the list with its order's version; the items are the list the test gives.
  mocked(fetchOrderedList).mockImplementation((async (list: 'videos') => ({
    items: await fetchContentList(list),
    versions: { [list]: 1 },
  })) as never);
});

describe('People screen', () => {
  it('on a fresh install says the About page shows no messages and no testimonials', async () => {
    lists([], []);
    renderAdmin('/admin/people', loggedIn);
    expect(await screen.findByText(/No messages yet, so the About page shows none/)).toBeInTheDocument();
    expect(screen.getByText(/No testimonials yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('href', '/admin/people');
  });

  it("adds the CEO's message (role suggested, no photo needed)", async () => {
    lists([director], []);
    const ceo: Leader = {
      id: 2,
      name: 'Priya Verma',
      role: 'CEO',
      message: 'We keep our courses up to date.',
      photo: null,
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    mocked(savePerson).mockResolvedValue(ceo);
    const { user } = renderAdmin('/admin/people', loggedIn);
    const form = await screen.findByRole('region', { name: 'Add a message' });
    await user.type(within(form).getByLabelText('Name'), 'Priya Verma');
    await user.type(within(form).getByLabelText('Role'), 'CEO');
    await user.type(within(form).getByLabelText('Message'), 'We keep our courses up to date.');
    await user.click(within(form).getByRole('button', { name: 'Add message' }));
    expect(savePerson).toHaveBeenCalledWith(
      'leaders',
      undefined,
      { name: 'Priya Verma', role: 'CEO', message: 'We keep our courses up to date.', hindi: {} },
      { file: undefined, remove: false },
      undefined,
    );
    const list = screen.getByRole('list', { name: /Messages from the team/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('edits a message and takes its photo away', async () => {
    lists([director], []);
    mocked(savePerson).mockResolvedValue({ ...director, message: 'Education changes lives.', photo: null });
    const { user } = renderAdmin('/admin/people', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Edit the message of Dr. Rakesh Sharma' }));
    const form = screen.getByRole('region', { name: 'Edit the message' });
    const message = within(form).getByLabelText('Message');
    expect(message).toHaveValue('Education changes families.');
    await user.clear(message);
    await user.type(message, 'Education changes lives.');
    await user.click(within(form).getByRole('checkbox', { name: 'Remove the photo' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(savePerson).toHaveBeenCalledWith(
      'leaders',
      1,
      { name: 'Dr. Rakesh Sharma', role: 'Director', message: 'Education changes lives.', hindi: {} },
      { file: undefined, remove: true },
      undefined,
    ); // the fixture has no version
    expect(await screen.findByRole('region', { name: 'Add a message' })).toBeInTheDocument();
    expect(screen.getByText('Education changes lives.')).toBeInTheDocument();
  });

  it('checks a testimonial with the server’s rules before sending (the year)', async () => {
    lists([], []);
    const { user } = renderAdmin('/admin/people', loggedIn);
    const form = await screen.findByRole('region', { name: 'Add a testimonial' });
    await user.type(within(form).getByLabelText('Student name'), 'Neha Gupta');
    await user.type(within(form).getByLabelText('Course'), 'Spoken English');
    await user.type(within(form).getByLabelText('Year'), '1850');
    await user.type(within(form).getByLabelText('Quote'), 'I speak with confidence now.');
    await user.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Year must be a year from 1990/);
    expect(savePerson).not.toHaveBeenCalled();
  });

  // docs/decisions/026-hindi.md §3: a leader's role and message, a testimonial's course and quote.
  describe('the Hindi of the people', () => {
    const MESSAGE_HI = 'शिक्षा परिवारों को बदलती है।';

    it('the list says which people the Hindi pages show partly in English (a suggested role has shipped Hindi)', async () => {
      const stories: Testimonial[] = [
        {
          id: 7,
          name: 'Neha Gupta',
          course: 'Spoken English',
          year: 2024,
          quote: 'I now speak with confidence.',
          hindi: { 'I now speak with confidence.': 'अब मैं आत्मविश्वास से बोलती हूँ।' },
          photo: null,
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      ];
      lists(
        [director, { ...director, id: 2, name: 'Priya Verma', hindi: { [director.message]: MESSAGE_HI } }],
        stories,
      );
      renderAdmin('/admin/people', loggedIn);
      const leaders = await screen.findByRole('list', { name: /Messages from the team/ });
      const [first, second] = within(leaders).getAllByRole('listitem');
      expect(within(first!).getByText('Missing in Hindi (1)')).toBeInTheDocument();
      expect(within(second!).queryByText(/Missing in Hindi/)).not.toBeInTheDocument();
      // "Spoken English" is a seeded course's name: its shipped Hindi counts.
      const testimonials = screen.getByRole('list', { name: /Student testimonials/ });
      expect(within(testimonials).queryByText(/Missing in Hindi/)).not.toBeInTheDocument();
    });

    it('shows the Hindi of the message as it reads; rewording empties it ("Missing in Hindi"); the new Hindi is saved', async () => {
      lists([{ ...director, hindi: { [director.message]: MESSAGE_HI } }], []);
      mocked(savePerson).mockResolvedValue({ ...director, message: 'Education changes lives.' });
      const { user } = renderAdmin('/admin/people', loggedIn);
      await user.click(await screen.findByRole('button', { name: 'Edit the message of Dr. Rakesh Sharma' }));
      const form = screen.getByRole('region', { name: 'Edit the message' });
      expect(within(form).getByLabelText('Role in Hindi')).toHaveValue('निदेशक');
      const hindiMessage = within(form).getByLabelText('Message in Hindi');
      expect(hindiMessage).toHaveValue(MESSAGE_HI);
      expect(hindiMessage).toHaveAttribute('lang', 'hi');
      expect(within(form).queryByText('Missing in Hindi')).not.toBeInTheDocument();

      const message = within(form).getByLabelText('Message');
      await user.clear(message);
      await user.type(message, 'Education changes lives.');
      expect(within(form).getByLabelText('Message in Hindi')).toHaveValue('');
      expect(within(form).getByText('Missing in Hindi')).toBeInTheDocument();
      await user.type(within(form).getByLabelText('Message in Hindi'), 'शिक्षा जीवन बदलती है।');
      expect(within(form).queryByText('Missing in Hindi')).not.toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(savePerson).toHaveBeenCalledWith(
        'leaders',
        1,
        {
          name: 'Dr. Rakesh Sharma',
          role: 'Director',
          message: 'Education changes lives.',
          // The form sends what it holds; the save keeps only the Hindi of the current English.
          hindi: { [director.message]: MESSAGE_HI, 'Education changes lives.': 'शिक्षा जीवन बदलती है।' },
        },
        { file: undefined, remove: false },
        undefined,
      );
    });

    it('refuses a Hindi quote with hidden characters before sending, as the English', async () => {
      lists([], []);
      const { user } = renderAdmin('/admin/people', loggedIn);
      const form = await screen.findByRole('region', { name: 'Add a testimonial' });
      expect(within(form).queryByLabelText('Quote in Hindi')).not.toBeInTheDocument();
      await user.type(within(form).getByLabelText('Student name'), 'Neha Gupta');
      await user.type(within(form).getByLabelText('Course'), 'DTP');
      await user.type(within(form).getByLabelText('Year'), '2024');
      await user.type(within(form).getByLabelText('Quote'), 'I design posters now.');
      await user.type(within(form).getByLabelText('Quote in Hindi'), 'अब मैं पोस्टर\u200F बनाती हूँ।');
      await user.click(within(form).getByRole('button', { name: 'Add testimonial' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(/Hindi text contains characters/);
      expect(savePerson).not.toHaveBeenCalled();
    });
  });
});
