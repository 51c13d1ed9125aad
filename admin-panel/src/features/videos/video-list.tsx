import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { toast } from '@dds/shared/toast';
import type { Video } from '@dds/shared/schemas/gallery';
import { Button, Input, VisuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { updateVideoTitle } from '../content';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { ItemControls, refocusMoveButton } from '../content';
import { ListState } from '../content';
import type { useOrderedList } from '../content';
import { SortableList } from '../../ui/sortable/sortable-list';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 10px;
  li { display: grid; grid-template-columns: 36px minmax(0, 1fr) auto; gap: 8px 14px; align-items: center; padding: 12px 14px; }
  li + li { border-top: 1px solid #e5e7eb; }
  .pos { font-weight: 700; color: ${colors.muted}; text-align: right; }
  .title { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
  .meta { margin: 2px 0 0; font-size: 13px; color: ${colors.muted}; }
  ${media.narrow} {
    li { grid-template-columns: 28px minmax(0, 1fr); }
    li > :last-child { grid-column: 1 / -1; }
  }
`;

const videoName = (v: Video) => `video “${v.title}”`;

function Title({ video, onSaved, onReload }: { video: Video; onSaved: (video: Video) => void; onReload: () => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(video.title);
  const conflict = useEditConflict<string>();
  const [reloaded, setReloaded] = useState(false);
  if (!editing) {
    return (
      <div>
        <p className="title">{video.title}</p>
        <p className="meta">
          <a href={`https://www.youtube.com/watch?v=${video.youtubeId}`} target="_blank" rel="noreferrer noopener">
            Watch on YouTube<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>{' '}
          · id {video.youtubeId} ·{' '}
          <Button type="button" onClick={() => setEditing(true)} aria-label={`Edit title of ${videoName(video)}`}>
            Edit title
          </Button>
        </p>
      </div>
    );
  }
  const save = async (base = video.version) => {
    conflict.clear();
    try {
      onSaved(await updateVideoTitle(video.id, value, base));
      setEditing(false);
      setReloaded(false);
      toast.success('Title saved');
    } catch (error) {
      // Someone saved this title meanwhile: the typed one stays in the box.
      if (conflict.caught(error, value)) return;
      toast.error(`Not saved: ${(error as Error).message}`);
    }
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      <Input
        aria-label={`New title for ${videoName(video)}`}
        maxLength={120}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
        css={{ flex: '1 1 220px' }}
      />
      <Button type="button" variant="primary" onClick={() => void save()}>
        Save title
      </Button>
      <Button type="button" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {conflict.conflict && (
        <div css={{ flex: '1 1 100%' }}>
          <EditConflictNotice
            conflict={conflict.conflict}
            onReload={() => {
              conflict.clear();
              setReloaded(true);
              onReload();
            }}
            onOverwrite={() => void save(conflict.conflict?.version)}
          />
        </div>
      )}
      {reloaded && video.title !== value && (
        <p role="status" css={{ margin: 0, flex: '1 1 100%', fontSize: 14 }}>
          Saved now: “{video.title}”. Your text stays in the box: Save title to use it.
        </p>
      )}
    </div>
  );
}

/** The admin's videos in the order /videos shows them. */
export function VideoList({ list }: { list: ReturnType<typeof useOrderedList<Video>> }) {
  const { items, loadError, reload, busy, announcement, lastMove, move, reorder, remove, saved } = list;
  useEffect(() => refocusMoveButton(lastMove), [lastMove, items]);
  return (
    <ListState
      what="videos"
      loadError={loadError}
      loading={!items}
      reload={() => void reload()}
      announcement={announcement}
    >
      {items && items.length > 0 && (
        <SortableList
          items={items}
          itemId={(video) => video.id}
          itemName={videoName}
          disabled={busy}
          onMove={(video, to) => void reorder(video, to)}
          renderList={(children) => <Rows aria-label="Videos on the site, in order">{children}</Rows>}
          renderItem={(video, index, drag) => (
            <li ref={drag.ref} style={drag.style}>
              <span className="pos">{index + 1}</span>
              <Title video={video} onSaved={saved} onReload={() => void reload()} />
              <ItemControls
                id={video.id}
                name={videoName(video)}
                index={index}
                count={items.length}
                busy={busy}
                onMove={(d) => void move(video, d)}
                onDelete={() => void remove(video)}
                deleteQuestion={{
                  question: `Delete the ${videoName(video)}?`,
                  detail: 'It disappears from the Videos page at once (the video stays on YouTube).',
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
