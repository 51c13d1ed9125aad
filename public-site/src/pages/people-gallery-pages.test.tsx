import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SITE_CONTENT, type SiteContent } from '@dds/shared/schemas';
import { SiteContentProvider } from '../content/site-content';
import { loadDeferredSections } from '../ui/deferred-section';
import { AboutPage } from './about-page';
import { PhotosPage, VideosPage } from './gallery-pages';
import { HomePage } from './home-page';

const image = (id: string) => ({ id: id.repeat(20).slice(0, 20), width: 1600, height: 1200, widths: [480, 960, 1600] });
const withContent = (ui: React.ReactElement, content: Partial<SiteContent> = {}) =>
  render(
    <MemoryRouter>
      <SiteContentProvider value={{ ...EMPTY_SITE_CONTENT, ...content }}>{ui}</SiteContentProvider>
    </MemoryRouter>,
  );

describe('About page people', () => {
  it('on a fresh install shows the vision and mission and no leader cards (no made-up names)', () => {
    withContent(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Messages from our team' })).not.toBeInTheDocument();
    expect(screen.queryByText(/PLACEHOLDER/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What our students say' })).not.toBeInTheDocument();
  });

  it("shows the leaders' messages as entered, with portraits, and students' testimonials", () => {
    withContent(<AboutPage />, {
      leaders: [
        {
          id: 1,
          name: 'Dr. Rakesh Sharma',
          role: 'Director',
          message: 'Education changes families.\nWe measure success by jobs.',
          photo: image('a'),
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        {
          id: 2,
          name: 'Priya Verma',
          role: 'CEO',
          message: 'Up to date courses.',
          photo: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      testimonials: [
        {
          id: 3,
          name: 'Neha Gupta',
          course: 'Spoken English',
          year: 2025,
          quote: 'I speak with confidence now.',
          photo: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    const messages = screen.getByTestId('leader-messages');
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(within(messages).getByRole('heading', { name: 'Message from the Director' })).toBeInTheDocument();
    expect(within(messages).getByText('Dr. Rakesh Sharma')).toBeInTheDocument();
    expect(within(messages).getByText('We measure success by jobs.')).toBeInTheDocument();
    const avif = messages.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toContain(`/media/${'a'.repeat(20)}-480.avif 480w`);
    expect(within(screen.getByTestId('testimonials')).getByText('Spoken English, 2025')).toBeInTheDocument();
  });

  it('shows testimonials on the home page only once there are some', async () => {
    // The lower sections' code loads apart (ui/deferred-section.test.tsx): here it is in before the render.
    await loadDeferredSections();
    const { unmount } = withContent(<HomePage />);
    expect(screen.getByRole('form', { name: 'Student Inquiry Form' })).toBeInTheDocument();
    expect(screen.queryByTestId('testimonials')).not.toBeInTheDocument();
    unmount();
    withContent(<HomePage />, {
      testimonials: [
        {
          id: 3,
          name: 'Rahul Yadav',
          course: 'ADCA',
          year: 2024,
          quote: 'Got my first job.',
          photo: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(within(screen.getByTestId('testimonials')).getByText('Got my first job.')).toBeInTheDocument();
  });
});

describe('gallery pages', () => {
  it('on a fresh install shows the ~50 marked sample pictures and says they are samples', () => {
    withContent(<PhotosPage />);
    const rows = screen.getByTestId('photo-rows');
    expect(rows).toHaveAttribute('data-sample', 'true');
    expect(screen.getByText(/These are sample pictures/)).toBeInTheDocument();
    expect(rows.querySelectorAll('li:not([aria-hidden]) img')).toHaveLength(50);
  });

  it("shows the admin's photos as responsive pictures (AVIF/WebP srcset, sizes, lazy, sized) with the caption as alt text", () => {
    withContent(<PhotosPage />, {
      photos: [{ id: 7, caption: 'Annual function 2026', image: image('b'), createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    const rows = screen.getByTestId('photo-rows');
    expect(rows).not.toHaveAttribute('data-sample');
    expect(screen.queryByText(/sample pictures/)).not.toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Annual function 2026' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('src', `/media/${'b'.repeat(20)}-960.webp`);
    const picture = img.closest('picture')!;
    expect(picture.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'sizes',
      '(min-width: 768px) 280px, 240px',
    );
    expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe(
      `/media/${'b'.repeat(20)}-480.avif 480w, /media/${'b'.repeat(20)}-960.avif 960w`,
    );
  });

  it('fills a short row by repeating its photos (hidden copies), so a small gallery scrolls with no gap', () => {
    withContent(<PhotosPage />, {
      photos: [{ id: 7, caption: 'Annual function 2026', image: image('b'), createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    const items = screen.getByTestId('photo-rows').querySelectorAll('li');
    // A phone row holds 4 (jsdom has no wide screen): 4 copies, drawn twice for the loop; one is read out.
    expect(items).toHaveLength(8);
    expect([...items].filter((li) => !li.hasAttribute('aria-hidden'))).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Annual function 2026' })).toHaveLength(1);
  });

  it('shows 8 sample videos on a fresh install, and only the admin’s videos once there are some', () => {
    const { unmount } = withContent(<VideosPage />);
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(8);
    expect(screen.getByTestId('video-grid')).toHaveAttribute('data-sample', 'true');
    unmount();
    withContent(<VideosPage />, {
      videos: [
        { id: 1, youtubeId: 'dQw4w9WgXcQ', title: 'Student success story', createdAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Play video: Student success story' })).toBeInTheDocument();
    expect(screen.queryByText(/sample videos/)).not.toBeInTheDocument();
  });
});
