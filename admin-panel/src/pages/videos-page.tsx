import type { Video } from '@dds/shared/schemas/gallery';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { useAdminText } from '../i18n/admin-text';
import { ContentPage } from '../features/content/content-page';
import { contentText } from '../features/content/content-text';
import { useOrderedList } from '../features/content/use-ordered-list';
import { VideoForm } from '../features/videos/video-form';
import { VideoList } from '../features/videos/video-list';

export function VideosPage() {
  const t = useAdminText(contentText);
  const list = useOrderedList<Video>('videos', (v) => t('content.videoName', { title: v.title }));
  return (
    <ContentPage
      title={t('videos.title')}
      site={{ href: PUBLIC_ROUTES.videos.link, label: t('videos.viewSite') }}
      lead={t('videos.lead')}
      emptyNotice={{
        show: list.items?.length === 0,
        testId: 'sample-videos-notice',
        text: t('videos.samples'),
      }}
    >
      <VideoForm onAdded={list.saved} />
      <VideoList list={list} />
    </ContentPage>
  );
}
