import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GalleryPhoto } from '@dds/shared/schemas/gallery';
import { renderAdmin } from '../../test/render-admin';
import { deleteContentItem, fetchContentList, moveContentItem, updatePhotoCaption, uploadPhoto } from '../content/content-api';

jest.mock('../content/content-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

const loggedIn = { status: 'authenticated' as const, email: 'owner@dds.test' };
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const aPhoto = (id: number, caption: string): GalleryPhoto => ({ id, caption, image: { id: String(id).padStart(20, 'a'), width: 1600, height: 1200, widths: [480, 960, 1600] }, createdAt: '2026-11-24T10:00:00.000Z' });
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'DSC_0001.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(window, 'confirm').mockReturnValue(true);
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

  it('uploads a photo with its caption, and the new photo joins the list', async () => {
    mocked(fetchContentList).mockResolvedValue([aPhoto(1, 'Computer lab')]);
    mocked(uploadPhoto).mockResolvedValue(aPhoto(2, 'Annual function 2026'));
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await screen.findByText('Computer lab');
    await user.type(screen.getByLabelText('Caption'), '  Annual function 2026 ');
    await user.upload(screen.getByLabelText('Photo'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(uploadPhoto).toHaveBeenCalledWith('Annual function 2026', expect.any(File)));
    const list = screen.getByRole('list', { name: 'Photos on the site, in order' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('img', { name: 'Annual function 2026' })).toHaveAttribute('src', `/media/${'2'.padStart(20, 'a')}-960.webp`);
    expect(screen.getByLabelText('Caption')).toHaveValue('');
  });

  it('asks for a caption (the alt text) and a JPEG, PNG or WebP before uploading', async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Write a caption/);
    await user.type(screen.getByLabelText('Caption'), 'A certificate');
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] } });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the caption; a failure without words says the upload failed", async () => {
    mocked(fetchContentList).mockResolvedValue([]);
    mocked(uploadPhoto).mockRejectedValueOnce(new Error('The photo could not be read as an image.')).mockRejectedValueOnce(new Error(''));
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.type(await screen.findByLabelText('Caption'), 'Computer lab');
    await user.upload(screen.getByLabelText('Photo'), jpeg());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo could not be read as an image.');
    expect(screen.getByLabelText('Caption')).toHaveValue('Computer lab');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Upload failed$/));
  });

  it('moves a photo up (focus stays on the button, the new place is announced) and deletes one after confirming', async () => {
    const [a, b] = [aPhoto(1, 'Computer lab'), aPhoto(2, 'Prize day')];
    mocked(fetchContentList).mockResolvedValue([a, b]);
    mocked(moveContentItem).mockResolvedValue([b, a]);
    mocked(deleteContentItem).mockResolvedValue();
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Move photo “Prize day” up' }));
    expect(moveContentItem).toHaveBeenCalledWith('photos', 2, 'up');
    expect(await screen.findByText('Photo “Prize day” is now number 1 of 2.')).toHaveAttribute('role', 'status');
    const captions = () => within(screen.getByRole('list', { name: 'Photos on the site, in order' })).getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(captions()).toEqual(['Prize day', 'Computer lab']);
    // At the top "up" is aria-disabled, so the focus went to "down".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo “Prize day” down' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete photo “Computer lab”' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringMatching(/disappears from the Photos page/));
    expect(deleteContentItem).toHaveBeenCalledWith('photos', 1);
    await waitFor(() => expect(captions()).toEqual(['Prize day']));
  });

  it('says when a move is refused and shows the order that is stored', async () => {
    const [a, b] = [aPhoto(1, 'Computer lab'), aPhoto(2, 'Prize day')];
    mocked(fetchContentList).mockResolvedValueOnce([a, b]).mockResolvedValueOnce([b, a]);
    mocked(moveContentItem).mockRejectedValue(new Error('The list changed meanwhile'));
    const { user } = renderAdmin('/admin/gallery', loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Move photo “Prize day” up' }));
    expect(await screen.findByText('Not saved: The list changed meanwhile')).toBeInTheDocument();
    const captions = () => within(screen.getByRole('list', { name: 'Photos on the site, in order' })).getAllByRole('img').map((img) => img.getAttribute('alt'));
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
