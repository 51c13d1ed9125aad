import type { Video } from '@dds/shared/schemas/gallery';
import { useOrderedList } from '../features/content/use-ordered-list';
import { VideoForm } from '../features/videos/video-form';
import { VideoList } from '../features/videos/video-list';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { Notice, PageTitle } from '../ui/controls';
import { ViewOnSite } from '../ui/view-on-site';
import { colors } from '../ui/theme';

export function VideosPage() {
  const list = useOrderedList<Video>('videos', (v) => `video “${v.title}”`);
  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 1100 }}>
      <div>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '0 16px',
          }}
        >
          <PageTitle css={{ marginBottom: 6 }}>Videos</PageTitle>
          <ViewOnSite href={PUBLIC_ROUTES.videos.link}>View the Videos page</ViewOnSite>
        </div>
        <p css={{ margin: 0, color: colors.muted }}>
          YouTube videos on the Videos page, in the order shown there. Visitors load a video only when they press play.
          Every change is live at once.
        </p>
      </div>
      {list.items?.length === 0 && (
        <Notice tone="warn" data-testid="sample-videos-notice">
          No videos added yet, so the Videos page shows sample videos. Add your first video: from then on the page shows
          only yours.
        </Notice>
      )}
      <VideoForm onAdded={list.saved} />
      <VideoList list={list} />
    </div>
  );
}
