import type { GalleryPhoto } from '@dds/shared/schemas/gallery';

/**
 * What the gallery screen's tests share, in English (gallery/gallery.test.tsx) and in Hindi
 * (content-in-hindi.test.tsx): the content calls and the menu's counts mocked, and a photo builder.
 * Each file says how its lists answer. A test file imports this module before anything else, so the
 * mocks are in place before the panel's modules load (jest.mock is hoisted within this module).
 */
jest.mock('./content-api');
jest.mock('@dds/shared/api', () => ({ ...jest.requireActual('@dds/shared/api'), fetchCounts: jest.fn() }));

export const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
export const aPhoto = (id: number, caption: string): GalleryPhoto => ({
  id,
  caption,
  image: { id: String(id).padStart(20, 'a'), width: 1600, height: 1200, widths: [480, 960, 1600] },
  createdAt: '2026-11-24T10:00:00.000Z',
});
