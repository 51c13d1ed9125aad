import type { GalleryPhoto } from '@dds/shared/schemas/gallery';
import { useOrderedList } from '../features/content/use-ordered-list';
import { PhotoList } from '../features/gallery/photo-list';
import { PhotoUploadForm } from '../features/gallery/photo-upload-form';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { Notice, PageTitle } from '../ui/controls';
import { ViewOnSite } from '../ui/view-on-site';
import { colors } from '../ui/theme';

export function GalleryPage() {
  const list = useOrderedList<GalleryPhoto>('photos', (p) => `photo “${p.caption}”`);
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
          <PageTitle css={{ marginBottom: 6 }}>Gallery</PageTitle>
          <ViewOnSite href={PUBLIC_ROUTES.photos.link}>View the Photos page</ViewOnSite>
        </div>
        <p css={{ margin: 0, color: colors.muted }}>
          The photos of the Photos page, in the order shown there. Every change is live on the site at once.
        </p>
      </div>
      {list.items?.length === 0 && (
        <Notice tone="warn" data-testid="sample-photos-notice">
          No photos uploaded yet, so the Photos page shows sample pictures. Upload your first photo: from then on the
          page shows only yours.
        </Notice>
      )}
      <PhotoUploadForm onUploaded={list.saved} />
      <PhotoList list={list} />
    </div>
  );
}
