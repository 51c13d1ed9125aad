import styled from '@emotion/styled';
import type { Video } from '@dds/shared/schemas/gallery';
import { Button, VisuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { InlineTextEditor, OrderedItemsList, updateVideoTitle, type useOrderedList } from '../content';

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

/** The admin's videos in the order /videos shows them. */
export function VideoList({ list }: { list: ReturnType<typeof useOrderedList<Video>> }) {
  return (
    <OrderedItemsList
      list={list}
      what="videos"
      itemName={videoName}
      deleteDetail="It disappears from the Videos page at once (the video stays on YouTube)."
      renderList={(children) => <Rows aria-label="Videos on the site, in order">{children}</Rows>}
      renderItem={(video, index) => (
        <>
          <span className="pos">{index + 1}</span>
          <InlineTextEditor
            text={video.title}
            version={video.version}
            save={(title, base) => updateVideoTitle(video.id, title, base)}
            onSaved={list.saved}
            onReload={() => void list.reload()}
            maxLength={120}
            words={{ input: `New title for ${videoName(video)}`, save: 'Save title', saved: 'Title saved' }}
            renderView={(edit) => (
              <div>
                <p className="title">{video.title}</p>
                <p className="meta">
                  <a
                    href={`https://www.youtube.com/watch?v=${video.youtubeId}`}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    Watch on YouTube<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>{' '}
                  · id {video.youtubeId} ·{' '}
                  <Button type="button" onClick={edit} aria-label={`Edit title of ${videoName(video)}`}>
                    Edit title
                  </Button>
                </p>
              </div>
            )}
          />
        </>
      )}
    />
  );
}
