import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { toast } from '@dds/shared/toast';
import { PHOTO_CAPTION_MAX, type GalleryPhoto } from '@dds/shared/schemas/gallery';
import { mediaSrc } from '@dds/shared/schemas/media-urls';
import { Button, Input } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { updatePhotoCaption } from '../content';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { ItemControls, refocusMoveButton } from '../content';
import { ListState } from '../content';
import type { useOrderedList } from '../content';
import { SortableList } from '../../ui/sortable/sortable-list';

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

const photoName = (p: GalleryPhoto) => `photo “${p.caption}”`;

function CaptionEditor({
  photo,
  onSaved,
  onReload,
}: {
  photo: GalleryPhoto;
  onSaved: (photo: GalleryPhoto) => void;
  onReload: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(photo.caption);
  const [busy, setBusy] = useState(false);
  const conflict = useEditConflict<string>();
  const [reloaded, setReloaded] = useState(false);
  if (!editing) {
    return (
      <div css={{ display: 'flex', gap: 8, alignItems: 'start', justifyContent: 'space-between' }}>
        <p className="caption">{photo.caption}</p>
        <Button type="button" onClick={() => setEditing(true)} aria-label={`Edit the caption of ${photoName(photo)}`}>
          Edit
        </Button>
      </div>
    );
  }
  const save = async (base = photo.version) => {
    if (!value.trim()) return toast.error('The caption cannot be empty: it is the photo’s alt text.');
    setBusy(true);
    conflict.clear();
    try {
      onSaved(await updatePhotoCaption(photo.id, value.trim(), base));
      setEditing(false);
      setReloaded(false);
      toast.success('Caption saved');
    } catch (error) {
      // Someone saved this caption meanwhile: the typed one stays in the box.
      if (conflict.caught(error, value)) return;
      toast.error(`Not saved: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <Input
        aria-label={`New caption for ${photoName(photo)}`}
        maxLength={PHOTO_CAPTION_MAX}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
        onKeyDown={(e) => e.key === 'Enter' && void save()}
      />
      {conflict.conflict && (
        <EditConflictNotice
          conflict={conflict.conflict}
          busy={busy}
          onReload={() => {
            conflict.clear();
            setReloaded(true);
            onReload();
          }}
          onOverwrite={() => void save(conflict.conflict?.version)}
        />
      )}
      {reloaded && photo.caption !== value.trim() && (
        <p role="status" css={{ margin: 0, fontSize: 14 }}>
          Saved now: “{photo.caption}”. Your text stays in the box: Save caption to use it.
        </p>
      )}
      <span css={{ display: 'flex', gap: 6 }}>
        <Button type="button" variant="primary" disabled={busy} onClick={() => void save()}>
          Save caption
        </Button>
        <Button
          type="button"
          onClick={() => {
            setValue(photo.caption);
            setEditing(false);
          }}
        >
          Cancel
        </Button>
      </span>
    </div>
  );
}

/** The admin's photos in the order /photos shows them, each with its caption, order and delete. */
export function PhotoList({ list }: { list: ReturnType<typeof useOrderedList<GalleryPhoto>> }) {
  const { items, loadError, reload, busy, announcement, lastMove, move, reorder, remove, saved } = list;
  useEffect(() => refocusMoveButton(lastMove), [lastMove, items]);
  return (
    <ListState
      what="photos"
      loadError={loadError}
      loading={!items}
      reload={() => void reload()}
      announcement={announcement}
    >
      {items && items.length > 0 && (
        <SortableList
          items={items}
          itemId={(photo) => photo.id}
          itemName={photoName}
          layout="grid"
          disabled={busy}
          onMove={(photo, to) => void reorder(photo, to)}
          renderList={(children) => <Grid aria-label="Photos on the site, in order">{children}</Grid>}
          renderItem={(photo, index, drag) => (
            <li ref={drag.ref} style={drag.style} data-dragging={drag.dragging || undefined}>
              <img
                src={mediaSrc(photo.image, 250)}
                alt={photo.caption}
                width={photo.image.width}
                height={photo.image.height}
                loading="lazy"
              />
              <span className="pos">
                {index + 1} of {items.length}
              </span>
              <CaptionEditor photo={photo} onSaved={saved} onReload={() => void reload()} />
              <ItemControls
                id={photo.id}
                name={photoName(photo)}
                index={index}
                count={items.length}
                busy={busy}
                onMove={(d) => void move(photo, d)}
                onDelete={() => void remove(photo)}
                deleteQuestion={{
                  question: `Delete the ${photoName(photo)}?`,
                  detail: 'It disappears from the Photos page at once.',
                }}
                dragHandle={drag.handle}
              />
            </li>
          )}
        />
      )}
    </ListState>
  );
}
