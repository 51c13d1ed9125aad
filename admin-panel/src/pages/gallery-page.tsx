import type { GalleryPhoto } from '@dds/shared/schemas/gallery';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { ContentPage } from '../features/content/content-page';
import { useOrderedList } from '../features/content/use-ordered-list';
import { PhotoList } from '../features/gallery/photo-list';
import { PhotoUploadForm } from '../features/gallery/photo-upload-form';

export function GalleryPage() {
  const list = useOrderedList<GalleryPhoto>('photos', (p) => `photo “${p.caption}”`);
  return (
    <ContentPage
      title="Gallery"
      site={{ href: PUBLIC_ROUTES.photos.link, label: 'View the Photos page' }}
      lead="The photos of the Photos page, in the order shown there. Every change is live on the site at once."
      emptyNotice={{
        show: list.items?.length === 0,
        testId: 'sample-photos-notice',
        text: 'No photos uploaded yet, so the Photos page shows sample pictures. Upload your first photo: from then on the page shows only yours.',
      }}
    >
      <PhotoUploadForm onUploaded={list.saved} />
      <PhotoList list={list} />
    </ContentPage>
  );
}
