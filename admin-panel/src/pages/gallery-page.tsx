import type { GalleryPhoto } from '@dds/shared/schemas/gallery';
import { PUBLIC_ROUTES } from '@dds/shared/routes';
import { useAdminText } from '../i18n/admin-text';
import { ContentPage } from '../features/content/content-page';
import { contentText } from '../features/content/content-text';
import { useOrderedList } from '../features/content/use-ordered-list';
import { PhotoList } from '../features/gallery/photo-list';
import { PhotoUploadForm } from '../features/gallery/photo-upload-form';

export function GalleryPage() {
  const t = useAdminText(contentText);
  const list = useOrderedList<GalleryPhoto>('photos', (p) => t('content.photoName', { caption: p.caption }));
  return (
    <ContentPage
      title={t('gallery.title')}
      site={{ href: PUBLIC_ROUTES.photos.link, label: t('gallery.viewSite') }}
      lead={t('gallery.lead')}
      emptyNotice={{
        show: list.items?.length === 0,
        testId: 'sample-photos-notice',
        text: t('gallery.samples'),
      }}
    >
      <PhotoUploadForm onUploaded={list.saved} />
      <PhotoList list={list} />
    </ContentPage>
  );
}
