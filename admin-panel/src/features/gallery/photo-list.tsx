import styled from '@emotion/styled';
import { PHOTO_CAPTION_MAX, type GalleryPhoto } from '@dds/shared/schemas/gallery';
import { mediaSrc } from '@dds/shared/schemas/media-urls';
import { Button } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { InlineTextEditor, OrderedItemsList, updatePhotoCaption, type useOrderedList } from '../content';
import { contentText } from '../content';

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  ${media.narrow} { grid-template-columns: 1fr; }
  li { display: grid; gap: 10px; align-content: start; padding: 12px; background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 6px; background: #f3f4f6; }
  .pos { font-size: 13px; font-weight: 700; color: ${colors.muted}; }
  .caption { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

/** The admin's photos in the order /photos shows them, each with its caption, order and delete. */
export function PhotoList({ list }: { list: ReturnType<typeof useOrderedList<GalleryPhoto>> }) {
  const t = useAdminText(contentText);
  const photoName = (p: GalleryPhoto) => t('content.photoName', { caption: p.caption });
  const count = list.items?.length ?? 0;
  return (
    <OrderedItemsList
      list={list}
      what={t('gallery.loadWhat')}
      itemName={photoName}
      deleteDetail={t('gallery.deleteDetail')}
      layout="grid"
      renderList={(children) => <Grid aria-label={t('gallery.inOrder')}>{children}</Grid>}
      renderItem={(photo, index) => (
        <>
          <img
            src={mediaSrc(photo.image, 250)}
            alt={photo.caption}
            width={photo.image.width}
            height={photo.image.height}
            loading="lazy"
          />
          <span className="pos">{t('gallery.place', { place: index + 1, count })}</span>
          <InlineTextEditor
            text={photo.caption}
            version={photo.version}
            save={(caption, base) => updatePhotoCaption(photo.id, caption, base)}
            onSaved={list.saved}
            onReload={() => void list.reload()}
            maxLength={PHOTO_CAPTION_MAX}
            words={{
              input: t('gallery.captionInput', { name: photoName(photo) }),
              save: t('gallery.saveCaption'),
              saved: t('gallery.captionSaved'),
              empty: t('gallery.captionEmpty'),
            }}
            renderView={(edit) => (
              <div css={{ display: 'flex', gap: 8, alignItems: 'start', justifyContent: 'space-between' }}>
                <p className="caption">{photo.caption}</p>
                <Button type="button" onClick={edit} aria-label={t('gallery.editNamed', { name: photoName(photo) })}>
                  {t('gallery.edit')}
                </Button>
              </div>
            )}
          />
        </>
      )}
    />
  );
}
