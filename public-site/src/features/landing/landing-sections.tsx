import { useSiteContent } from '../../content/site-content';
import { Testimonials } from '../people/testimonials';
import { AboutBlock } from './about-block';
import { CourseGrid } from './course-grid';
import { Hero } from './hero';
import { Highlights } from './highlights';
import { LogoBanner } from './logo-banner';

/**
 * The home page above its inquiry form (docs/contract.md §2 landing order): hero, about, highlights, logo
 * banner, course grid, and students' testimonials once the admin has entered some. Nothing here is
 * interactive — text, pictures and links — so it is one static part (pages/home-page.tsx).
 */
export function LandingSections() {
  const { testimonials = [] } = useSiteContent();
  return (
    <>
      <Hero />
      <AboutBlock />
      <Highlights />
      <LogoBanner />
      <CourseGrid />
      <Testimonials testimonials={testimonials} />
    </>
  );
}
