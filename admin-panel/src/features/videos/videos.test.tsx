import { screen, waitFor, within } from '@testing-library/react';
import type { Video } from '@dds/shared/schemas/gallery';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import { addVideo, deleteContentItem, fetchContentList, fetchOrderedList } from '../content/content-api';

jest.mock('../content/content-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const aVideo = (id: number, title: string, youtubeId = 'dQw4w9WgXcQ'): Video => ({
  id,
  youtubeId,
  title,
  createdAt: '2026-11-24T10:00:00.000Z',
});

beforeEach(() => {
  jest.clearAllMocks();
  // The screens read the list with its order's version; the items are the list the test gives.
  mocked(fetchOrderedList).mockImplementation((async (list: 'videos') => ({
    items: await fetchContentList(list),
    versions: { [list]: 1 },
  })) as never);
});

describe('Videos screen', () => {
  it('with no videos it says the site shows samples', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    renderAdmin('/admin/videos', loggedIn);
    expect(await screen.findByTestId('sample-videos-notice')).toHaveTextContent(/shows sample videos/);
  });

  it('reads the id from a pasted link, adds the video, and lists it with a link to YouTube', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    mocked(addVideo).mockResolvedValue(aVideo(5, 'Student success story', 'M7lc1UVf-VE'));
    const { user } = renderAdmin('/admin/videos', loggedIn);
    await user.type(await screen.findByLabelText('YouTube link'), 'https://youtu.be/M7lc1UVf-VE?si=xyz');
    expect(screen.getByText('Video id: M7lc1UVf-VE')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Student success story');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(addVideo).toHaveBeenCalledWith({
      url: 'https://youtu.be/M7lc1UVf-VE?si=xyz',
      title: 'Student success story',
    });
    const list = await screen.findByRole('list', { name: 'Videos on the site, in order' });
    expect(within(list).getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
  });

  it('refuses a link that is not a YouTube video before sending it', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    const { user } = renderAdmin('/admin/videos', loggedIn);
    await user.type(await screen.findByLabelText('YouTube link'), 'https://vimeo.com/12345');
    await user.type(screen.getByLabelText('Title'), 'Elsewhere');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/YouTube link must be a video link/);
    expect(addVideo).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed; a new try clears it", async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    mocked(addVideo)
      .mockRejectedValueOnce(new Error('Too many videos'))
      .mockResolvedValueOnce(aVideo(5, 'Lab tour', 'M7lc1UVf-VE'));
    const { user } = renderAdmin('/admin/videos', loggedIn);
    await user.type(await screen.findByLabelText('YouTube link'), 'https://youtu.be/M7lc1UVf-VE');
    await user.type(screen.getByLabelText('Title'), 'Lab tour');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many videos');
    expect(screen.getByLabelText('Title')).toHaveValue('Lab tour');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a video after confirming', async () => {
    mocked(fetchContentList).mockResolvedValue([aVideo(1, 'Annual function'), aVideo(2, 'Lab tour')]);
    mocked(deleteContentItem).mockResolvedValue();
    const { user } = renderAdmin('/admin/videos', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Delete video “Annual function”' }));
    expect(await answerConfirmation(user, /Annual function/, 'Delete')).toContain('the video stays on YouTube');
    expect(deleteContentItem).toHaveBeenCalledWith('videos', 1);
    await waitFor(() => expect(screen.queryByText('Annual function')).not.toBeInTheDocument());
  });
});
