// First: the shared mocks must be in place before the panel's modules load.
import { aPhoto, mocked } from '../content/content-test-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GalleryPhoto } from '@dds/shared/schemas/gallery';
import { answerConfirmation } from '../../test/confirmation';
import { renderAdmin } from '../../test/render-admin';
import {
  deleteContentItem,
  fetchContentList,
  fetchOrderedList,
  saveListOrder,
  updatePhotoCaption,
  uploadPhoto,
} from '../content/content-api';
import { captionFromName } from './photo-queue';

const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const jpeg = (name = 'DSC_0001.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const ordered = (items: GalleryPhoto[], version = 4) => ({ items, versions: { photos: version } });

beforeEach(() => {
  jest.clearAllMocks();
  // The screen reads the list with its order's version; the items are the list the test gives.
  mocked(fetchOrderedList).mockImplementation((async (list: 'photos') =>
    ordered((await fetchContentList(list)) as GalleryPhoto[])) as never);
});

describe('Gallery screen', () => {
  it('is in the menu; with no photos it says the site shows samples until the first upload', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    renderAdmin('/admin/gallery', loggedIn);
    expect(await screen.findByTestId('sample-photos-notice')).toHaveTextContent(/shows sample pictures/);
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/admin/gallery');
    // The public page it edits, in a new tab.
    const view = screen.getByRole('link', { name: 'View the Photos page (opens in a new tab)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual(['/Photos', '_blank']);
  });

  it('uploads several photos at once, each with its caption, and each joins the list as it is saved', async () => {
    mocked(fetchContentList).mockResolvedValue([aPhoto(1, 'Computer lab')]);
    mocked(uploadPhoto).mockImplementation(async (caption, _file, onProgress) => {
      onProgress?.(0.5);
      return aPhoto(caption === 'Prize giving' ? 2 : 3, caption);
    });
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await screen.findByText('Computer lab');
    expect(screen.getByLabelText('Photos')).toHaveAttribute('multiple');
    await user.upload(screen.getByLabelText('Photos'), [jpeg('prize-giving.jpg'), jpeg('IMG_2041.jpg')]);
    const queued = screen.getByRole('list', { name: 'Photos to upload' });
    expect(within(queued).getAllByRole('listitem')).toHaveLength(2);
    // A name that reads like words starts the caption; a camera's number does not.
    expect(screen.getByLabelText('Caption for prize-giving.jpg')).toHaveValue('prize giving');
    expect(screen.getByLabelText('Caption for IMG_2041.jpg')).toHaveValue('');
    await user.clear(screen.getByLabelText('Caption for prize-giving.jpg'));
    await user.type(screen.getByLabelText('Caption for prize-giving.jpg'), 'Prize giving');
    await user.type(screen.getByLabelText('Caption for IMG_2041.jpg'), 'Computer lab, evening batch');
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    await waitFor(() => expect(uploadPhoto).toHaveBeenCalledTimes(2));
    expect(mocked(uploadPhoto).mock.calls.map((c) => c[0])).toEqual(['Prize giving', 'Computer lab, evening batch']);
    const list = screen.getByRole('list', { name: 'Photos on the site, in order' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByRole('img', { name: 'Prize giving' })).toHaveAttribute(
      'src',
      `/media/${'2'.padStart(20, 'a')}-960.webp`,
    );
    expect(screen.queryByRole('list', { name: 'Photos to upload' })).not.toBeInTheDocument();
    expect(screen.getByTestId('upload-status')).toHaveTextContent(
      'All 2 photos were added: they are on the Photos page now.',
    );
  });

  it('asks for a caption (the alt text) on each photo, and keeps a file that is not a photo out', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    fireEvent.change(await screen.findByLabelText('Photos'), {
      target: { files: [jpeg('DSC_0001.jpg'), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    // Only the photo counts: the PDF is never sent.
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(
      await screen.findByText('Write a caption: it tells visitors who cannot see the photo what it shows.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Caption for DSC_0001.jpg')).toHaveAttribute('aria-invalid', 'true');
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('a photo the server refuses keeps its row, caption and reason; the others are added; Upload again retries only it', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    mocked(uploadPhoto).mockImplementation(async (caption) => {
      if (caption === 'Broken') throw new Error('The photo could not be read as an image.');
      return aPhoto(caption === 'Lab' ? 1 : 2, caption);
    });
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.upload(await screen.findByLabelText('Photos'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await user.type(screen.getByLabelText('Caption for a.jpg'), 'Lab');
    await user.type(screen.getByLabelText('Caption for b.jpg'), 'Broken');
    await user.type(screen.getByLabelText('Caption for c.jpg'), 'Prize day');
    await user.click(screen.getByRole('button', { name: 'Upload 3 photos' }));
    expect(await screen.findByText('The photo could not be read as an image.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Photos on the site, in order' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual(['Lab', 'Prize day']),
    );
    expect(within(screen.getByRole('list', { name: 'Photos to upload' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Caption for b.jpg')).toHaveValue('Broken');
    expect(screen.getByTestId('upload-status')).toHaveTextContent('2 of 3 photos added. One could not be added');
    mocked(uploadPhoto).mockClear();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(uploadPhoto).toHaveBeenCalledTimes(1));
    expect(mocked(uploadPhoto).mock.calls[0]![0]).toBe('Broken');
  });

  it('sends at most two photos at a time', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    let inFlight = 0;
    let most = 0;
    mocked(uploadPhoto).mockImplementation(async (caption) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return aPhoto(Number(caption.slice(-1)), caption);
    });
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.upload(
      await screen.findByLabelText('Photos'),
      [1, 2, 3, 4, 5].map((n) => jpeg(`photo ${n}.jpg`)),
    );
    for (const n of [1, 2, 3, 4, 5]) await user.type(screen.getByLabelText(`Caption for photo ${n}.jpg`), `Photo ${n}`);
    await user.click(screen.getByRole('button', { name: 'Upload 5 photos' }));
    await waitFor(() => expect(uploadPhoto).toHaveBeenCalledTimes(5));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Photos to upload' })).not.toBeInTheDocument());
    expect(most).toBe(2);
  });

  it('starts a caption from a file name that reads like words, not from a camera number', () => {
    expect(captionFromName('annual-function_2026.jpg')).toBe('annual function 2026');
    for (const name of [
      'IMG_2041.jpg',
      'DSC_0001.JPG',
      'PXL_20261102_093012345.jpg',
      'WhatsApp Image 2026-11-02 at 10.20.30.jpeg',
      '20261102_101010.png',
    ])
      expect([name, captionFromName(name)]).toEqual([name, '']);
  });

  it('moves a photo up (focus stays on the button, the new place is announced) and deletes one after confirming', async () => {
    const [a, b] = [aPhoto(1, 'Computer lab'), aPhoto(2, 'Prize day')];
    mocked(fetchContentList).mockResolvedValue([a, b]);
    mocked(saveListOrder).mockResolvedValue(ordered([b, a], 5) as never);
    mocked(deleteContentItem).mockResolvedValue();
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Move photo “Prize day” up' }));
    // The whole order, based on the version the screen read.
    expect(saveListOrder).toHaveBeenCalledWith('photos', [2, 1], 4);
    expect(await screen.findByText('Photo “Prize day” is now number 1 of 2.')).toHaveAttribute('role', 'status');
    const captions = () =>
      within(screen.getByRole('list', { name: 'Photos on the site, in order' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    expect(captions()).toEqual(['Prize day', 'Computer lab']);
    // At the top "up" is aria-disabled, so the focus went to "down".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo “Prize day” down' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete photo “Computer lab”' }));
    expect(await answerConfirmation(user, /Computer lab/, 'Delete')).toMatch(/disappears from the Photos page/);
    expect(deleteContentItem).toHaveBeenCalledWith('photos', 1);
    await waitFor(() => expect(captions()).toEqual(['Prize day']));
  });

  it('says when a move is refused and shows the order that is stored', async () => {
    const [a, b] = [aPhoto(1, 'Computer lab'), aPhoto(2, 'Prize day')];
    mocked(fetchContentList).mockResolvedValueOnce([a, b]).mockResolvedValueOnce([b, a]);
    mocked(saveListOrder).mockRejectedValue(new Error('The list changed meanwhile'));
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Move photo “Prize day” up' }));
    expect(await screen.findByText('Not saved: The list changed meanwhile')).toBeInTheDocument();
    const captions = () =>
      within(screen.getByRole('list', { name: 'Photos on the site, in order' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    await waitFor(() => expect(captions()).toEqual(['Prize day', 'Computer lab']));
    expect(fetchContentList).toHaveBeenCalledTimes(2);
  });

  it('edits a caption', async () => {
    mocked(fetchContentList).mockResolvedValue([aPhoto(1, 'Computer lab')]);
    mocked(updatePhotoCaption).mockResolvedValue(aPhoto(1, 'Computer lab, evening batch'));
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Edit the caption of photo “Computer lab”' }));
    const input = screen.getByRole('textbox', { name: 'New caption for photo “Computer lab”' });
    await user.clear(input);
    await user.type(input, 'Computer lab, evening batch');
    await user.click(screen.getByRole('button', { name: 'Save caption' }));
    expect(updatePhotoCaption).toHaveBeenCalledWith(1, 'Computer lab, evening batch', undefined); // the fixture has no version
    expect(await screen.findByText('Computer lab, evening batch')).toBeInTheDocument();
  });
});
