// First: the shared mocks must be in place before the panel's modules load.
import { aPhoto, mocked } from './content-test-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Video } from '@dds/shared/schemas/gallery';
import { showPanelIn } from '../../i18n/panel-language';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import { EditConflictError } from '../edit-conflict';
import {
  addVideo,
  deleteContentItem,
  fetchContentList,
  fetchOrderedList,
  saveListOrder,
  updateVideoTitle,
  uploadPhoto,
} from './content-api';

const owner = { status: 'authenticated' as const, email: 'owner@dds.test', role: 'owner' as const };
const aVideo = (id: number, title: string): Video => ({
  id,
  youtubeId: 'dQw4w9WgXcQ',
  title,
  createdAt: '2026-11-24T10:00:00.000Z',
  version: 3,
});

beforeEach(() => {
  jest.clearAllMocks();
  mocked(fetchOrderedList).mockImplementation((async (list: 'photos') => ({
    items: await fetchContentList(list),
    versions: { [list]: 4 },
  })) as never);
});
afterEach(() => showPanelIn('en'));

// docs/decisions/026-hindi.md §8: the gallery and videos screens wholly in Hindi; captions and titles as typed.
describe('Gallery and videos for an admin who reads the panel in Hindi', () => {
  it('the gallery: header, upload form and its own checks, each photo’s controls, a move read out, a delete asked and done in Hindi', async () => {
    const photos = [aPhoto(1, 'Computer lab'), aPhoto(2, 'Prize giving')];
    mocked(fetchContentList).mockResolvedValue(photos);
    mocked(saveListOrder).mockResolvedValue({ items: [photos[1]!, photos[0]!], versions: { photos: 5 } } as never);
    mocked(deleteContentItem).mockResolvedValue(undefined);
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/gallery', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'गैलरी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फ़ोटो पेज देखें (नए टैब में खुलेगा)' })).toHaveAttribute('href', '/Photos');
    expect(screen.getByRole('heading', { name: 'फ़ोटो जोड़ें' })).toBeInTheDocument();
    // A file that is not a picture is refused before any upload, in Hindi.
    fireEvent.change(screen.getByLabelText('फ़ोटो'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('फ़ोटो JPEG, PNG या WebP तस्वीर होनी चाहिए।')).toBeInTheDocument();
    expect(screen.getByTestId('queued-photo-state')).toHaveTextContent('नहीं जुड़ी');
    expect(uploadPhoto).not.toHaveBeenCalled();

    const list = screen.getByRole('list', { name: 'साइट पर फ़ोटो, क्रम से' });
    expect(within(list).getByText('Prize giving')).toBeInTheDocument(); // as typed
    expect(within(list).getByText('स्थान 2 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'फ़ोटो “Prize giving” को ऊपर खिसकाएँ' }));
    expect(await screen.findByText('फ़ोटो “Prize giving” अब स्थान 1 / 2 पर है।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'फ़ोटो “Computer lab” हटाएँ' }));
    const said = await answerConfirmation(user, 'फ़ोटो “Computer lab” हटाएँ?', 'हटाएँ');
    expect(said).toContain('यह उसी समय फ़ोटो पेज से हट जाएगी।');
    expect(await screen.findByText('हटाया गया: फ़ोटो “Computer lab”')).toBeInTheDocument();
    expect(deleteContentItem).toHaveBeenCalledWith('photos', 1);
  });

  it('the videos: the add form says the schema’s refusal in Hindi; a title saved over another admin’s change shows the conflict notice in Hindi', async () => {
    mocked(fetchContentList).mockResolvedValue([aVideo(7, 'Annual function')]);
    await showPanelIn('hi');
    const { user } = renderAdmin('/admin/videos', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'वीडियो' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('YouTube लिंक'), 'https://example.com/clip');
    await user.type(screen.getByLabelText('शीर्षक'), 'Open day');
    await user.click(screen.getByRole('button', { name: 'वीडियो जोड़ें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'YouTube लिंक किसी वीडियो का लिंक (youtube.com/watch?v=…, youtu.be/…, /shorts/…) या 11 अक्षरों की वीडियो आईडी होना चाहिए।',
    );
    expect(addVideo).not.toHaveBeenCalled();

    mocked(updateVideoTitle).mockRejectedValueOnce(
      new EditConflictError({ version: 4, changedBy: 'asha@dds.example', changedAt: null }),
    );
    await user.click(screen.getByRole('button', { name: 'वीडियो “Annual function” का शीर्षक बदलें' }));
    const box = screen.getByRole('textbox', { name: 'वीडियो “Annual function” का नया शीर्षक' });
    await user.clear(box);
    await user.type(box, 'Annual day');
    await user.click(screen.getByRole('button', { name: 'शीर्षक सहेजें' }));
    const notice = await screen.findByTestId('edit-conflict');
    expect(notice).toHaveTextContent('आपके बदलाव करते समय asha@dds.example ने इसे बदल दिया');
    expect(notice).toHaveTextContent('आपका लिखा कुछ भी नहीं खोया है');
    expect(within(notice).getByRole('button', { name: 'दोबारा लोड करें' })).toBeInTheDocument();
    mocked(updateVideoTitle).mockResolvedValueOnce(aVideo(7, 'Annual day'));
    await user.click(within(notice).getByRole('button', { name: 'अपना बदलाव सहेजें' }));
    expect(await screen.findByText('शीर्षक सहेजा गया')).toBeInTheDocument();
    await waitFor(() => expect(updateVideoTitle).toHaveBeenLastCalledWith(7, 'Annual day', 4));
  });
});
