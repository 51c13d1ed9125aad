import { parseYouTubeId, videoInputSchema } from './gallery';
import { mediaSrc, mediaSrcSet, mediaUrl } from './media';
import { inquiryInputSchema } from './inquiry';
import { testimonialInputSchema } from './people';

describe('YouTube links the admin pastes', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1m', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=Xy12', 'dQw4w9WgXcQ'],
    ['http://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a1B2c3D4e5_', 'a1B2c3D4e5_'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?rel=0', 'M7lc1UVf-VE'],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/live/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['\u200B dQw4w9WgXcQ \n', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => expect(parseYouTubeId(input)).toBe(id));

  it.each([
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'https://www.youtube.com/playlist?list=PLx',
    'https://www.youtube.com/@ddsinstitute',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    '',
  ])('refuses %s', (input) => expect(parseYouTubeId(input)).toBeUndefined());

  it('names the field in its messages', () => {
    expect(videoInputSchema.safeParse({ url: '', title: 'x' }).error?.issues[0]?.message).toBe(
      'YouTube link is required',
    );
    expect(videoInputSchema.safeParse({ url: 'dQw4w9WgXcQ', title: '' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });
});

describe('media URLs', () => {
  const image = { id: 'a'.repeat(20), width: 1600, height: 1200, widths: [480, 960, 1600] };
  it('lists every WebP width and the AVIF widths up to 960', () => {
    expect(mediaUrl(image.id, 480, 'avif')).toBe(`/media/${'a'.repeat(20)}-480.avif`);
    expect(mediaSrcSet(image, 'webp')).toBe(
      `/media/${image.id}-480.webp 480w, /media/${image.id}-960.webp 960w, /media/${image.id}-1600.webp 1600w`,
    );
    expect(mediaSrcSet(image, 'avif')).toBe(`/media/${image.id}-480.avif 480w, /media/${image.id}-960.avif 960w`);
  });
  it('picks a fallback src wide enough for a 2× screen', () => {
    expect(mediaSrc(image, 240)).toBe(`/media/${image.id}-480.webp`);
    expect(mediaSrc(image, 280)).toBe(`/media/${image.id}-960.webp`);
    expect(mediaSrc(image, 2000)).toBe(`/media/${image.id}-1600.webp`);
  });
});

describe('testimonial year', () => {
  const base = { name: 'Neha', course: 'DCA', quote: 'Great teachers.' };
  it('takes a 4-digit year from 1990 to next year, as text or number', () => {
    expect(testimonialInputSchema.parse({ ...base, year: '2019' }).year).toBe(2019);
    expect(testimonialInputSchema.parse({ ...base, year: 2024 }).year).toBe(2024);
    expect(testimonialInputSchema.safeParse({ ...base, year: String(new Date().getFullYear() + 2) }).success).toBe(
      false,
    );
    expect(testimonialInputSchema.safeParse({ ...base, year: '1989' }).success).toBe(false);
  });
});

describe('inquiry kind', () => {
  const inquiry = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };
  it('is a student inquiry by default, with the course required (docs/contract.md §3)', () => {
    expect(inquiryInputSchema.parse({ ...inquiry, course: 'both' })).toMatchObject({ kind: 'student', course: 'both' });
    expect(inquiryInputSchema.safeParse(inquiry).error?.issues[0]?.message).toBe(
      'Course must be Spoken English, Computer Course or Both',
    );
  });
  it('lets a business leave the course out or name a service', () => {
    expect(inquiryInputSchema.parse({ ...inquiry, kind: 'business' })).toMatchObject({ kind: 'business', course: '' });
    expect(inquiryInputSchema.parse({ ...inquiry, kind: 'business', course: 'web' }).course).toBe('web');
    expect(inquiryInputSchema.safeParse({ ...inquiry, kind: 'business', course: 'spoken' }).success).toBe(false);
  });
});
