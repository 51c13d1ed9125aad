import { PhotoRows } from '../features/gallery/photo-rows';
import { VideoGrid } from '../features/gallery/video-grid';
import { galleryImages } from '../content/images';
import { videos } from '../content/videos';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';

export function PhotosPage() {
  return (
    <main id="main">
      <Seo title="Photos" description="Photos from DDS classes, functions, seminars and certificate ceremonies." />
      <PageHero eyebrow="Events · Gallery" title="Photos" lead="Moments from our classrooms, workshops and celebrations." />
      <Section tone="cream" css={{ overflow: 'hidden' }}>
        <PhotoRows images={galleryImages} />
      </Section>
    </main>
  );
}

export function VideosPage() {
  return (
    <main id="main">
      <Seo title="Videos" description="Watch DDS videos: classes, student stories, events and workshops." />
      <PageHero eyebrow="Events · Gallery" title="Videos" lead="Press play on any video — nothing downloads until you do." />
      <Section tone="cream">
        <Container>
          <VideoGrid videos={videos} />
        </Container>
      </Section>
    </main>
  );
}
