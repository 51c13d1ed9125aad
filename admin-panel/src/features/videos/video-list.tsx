import styled from '@emotion/styled';
import type { Video } from '@dds/shared/schemas/gallery';
import { Button, VisuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { uiText } from '../../ui/ui-text';
import { InlineTextEditor, OrderedItemsList, updateVideoTitle, type useOrderedList } from '../content';
import { contentText } from '../content';

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

/** The admin's videos in the order /videos shows them. */
export function VideoList({ list }: { list: ReturnType<typeof useOrderedList<Video>> }) {
  const t = useAdminText(contentText);
  const ui = useAdminText(uiText);
  const videoName = (v: Video) => t('content.videoName', { title: v.title });
  return (
    <OrderedItemsList
      list={list}
      what={t('videos.loadWhat')}
      itemName={videoName}
      deleteDetail={t('videos.deleteDetail')}
      renderList={(children) => <Rows aria-label={t('videos.inOrder')}>{children}</Rows>}
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
            words={{
              input: t('videos.titleInput', { name: videoName(video) }),
              save: t('videos.saveTitle'),
              saved: t('videos.titleSaved'),
            }}
            renderView={(edit) => (
              <div>
                <p className="title">{video.title}</p>
                <p className="meta">
                  <a
                    href={`https://www.youtube.com/watch?v=${video.youtubeId}`}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {t('videos.watch')}
                    <VisuallyHidden>{ui('site.newTab')}</VisuallyHidden>
                  </a>{' '}
                  · {t('videos.id', { id: video.youtubeId })} ·{' '}
                  <Button
                    type="button"
                    onClick={edit}
                    aria-label={t('videos.editTitleNamed', { name: videoName(video) })}
                  >
                    {t('videos.editTitle')}
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
