import styled from '@emotion/styled';
import { PhotoRows, type RowPhoto } from '../features/gallery/photo-rows';
import { VideoGrid } from '../features/gallery/video-grid';
import { samplePhotos } from '../content/images';
import { useSiteContent, useSiteText } from '../content/site-content';
import { sampleVideos, type VideoItem } from '../content/videos';
import { PageHero } from '../ui/page-hero';
import { Container, Section } from '../ui/section';
import { Seo } from '../ui/seo';
import { Static } from '../ui/static-section';
import { color } from '../ui/theme';
import { useInterfaceText } from '../i18n/interface-text';
import { galleryText } from '../features/gallery/gallery-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/pages';

/** Said above shipped samples, so nobody takes a drawn picture for the institute's own. */
const SampleNote = styled.p`
  max-width: 720px;
  margin: 0 auto 24px;
  padding: 0 20px;
  text-align: center;
  color: ${color.muted};
  font-size: 0.95rem;
`;

/** The admin's photos in the admin's order; the shipped samples only while there are none. */
function usePhotos(): { photos: RowPhoto[]; sample: boolean } {
  const { photos = [] } = useSiteContent(); // (an older server sends no photos)
  if (photos.length)
    return { photos: photos.map((p) => ({ key: String(p.id), alt: p.caption, image: p.image })), sample: false };
  return {
    photos: samplePhotos.map((p) => ({ key: p.src, alt: p.alt, src: p.src, width: p.width, height: p.height })),
    sample: true,
  };
}

function useVideos(): { videos: VideoItem[]; sample: boolean } {
  const { videos = [] } = useSiteContent();
  if (videos.length) return { videos: videos.map((v) => ({ youtubeId: v.youtubeId, title: v.title })), sample: false };
  return { videos: sampleVideos, sample: true };
}

export function PhotosPage() {
  const { pages: pageText } = useSiteText();
  const { photos, sample } = usePhotos();
  const t = useInterfaceText(galleryText);
  return (
    <main id="main">
      <Seo title={pageText.photos.title} description={pageText.photos.description} />
      <Static name="page-hero">
        <PageHero
          eyebrow={pageText.photos.eyebrow || undefined}
          title={pageText.photos.heading}
          lead={pageText.photos.lead || undefined}
        />
      </Static>
      <Section tone="cream" css={{ overflow: 'hidden' }}>
        {sample && <SampleNote>{t('gallery.samplePhotos')}</SampleNote>}
        <PhotoRows photos={photos} sample={sample} />
      </Section>
    </main>
  );
}

export function VideosPage() {
  const { pages: pageText } = useSiteText();
  const { videos, sample } = useVideos();
  const t = useInterfaceText(galleryText);
  return (
    <main id="main">
      <Seo title={pageText.videos.title} description={pageText.videos.description} />
      <Static name="page-hero">
        <PageHero
          eyebrow={pageText.videos.eyebrow || undefined}
          title={pageText.videos.heading}
          lead={pageText.videos.lead || undefined}
        />
      </Static>
      <Section tone="cream">
        <Container>
          {sample && <SampleNote>{t('gallery.sampleVideos')}</SampleNote>}
          <VideoGrid videos={videos} sample={sample} />
        </Container>
      </Section>
    </main>
  );
}
