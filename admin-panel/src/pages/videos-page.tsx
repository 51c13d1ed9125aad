import type { Video } from '@dds/shared/schemas/gallery';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { ContentPage } from '../features/content/content-page';
import { useOrderedList } from '../features/content/use-ordered-list';
import { VideoForm } from '../features/videos/video-form';
import { VideoList } from '../features/videos/video-list';

export function VideosPage() {
  const list = useOrderedList<Video>('videos', (v) => `video “${v.title}”`);
  return (
    <ContentPage
      title="Videos"
      site={{ href: PUBLIC_ROUTES.videos.link, label: 'View the Videos page' }}
      lead="YouTube videos on the Videos page, in the order shown there. Visitors load a video only when they press play. Every change is live at once."
      emptyNotice={{
        show: list.items?.length === 0,
        testId: 'sample-videos-notice',
        text: 'No videos added yet, so the Videos page shows sample videos. Add your first video: from then on the page shows only yours.',
      }}
    >
      <VideoForm onAdded={list.saved} />
      <VideoList list={list} />
    </ContentPage>
  );
}
