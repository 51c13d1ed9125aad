import styled from '@emotion/styled';
import { useState } from 'react';
import type { VideoItem } from '../../content/videos';
import { Icon } from '../../ui/icon';
import { color, radius, shadow } from '../../ui/theme';
import { useInterfaceText } from '../../i18n/interface-text';
import { galleryText } from './gallery-text';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Item = styled.li`
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.white};
  box-shadow: ${shadow.card};
  h2 { font-size: 1.02rem; margin: 0; padding: 14px 16px 16px; color: ${color.ink}; }
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${color.brandDeep};
  iframe, img, button { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
  img { object-fit: cover; }
  .drawn { display: grid; align-content: end; padding: 16px 18px; background: linear-gradient(135deg, ${color.brandDeep}, ${color.brand} 60%, ${color.accent}); color: ${color.white}; }
  .drawn p { margin: 0; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; opacity: 0.9; }
  button { display: grid; place-items: center; background: rgba(0, 0, 0, 0.15); cursor: pointer; color: ${color.white}; }
  button:hover span, button:focus-visible span { transform: scale(1.08); }
  span { display: grid; place-items: center; width: 68px; height: 68px; border-radius: 50%; background: ${color.brand}; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.35); transition: transform 150ms ease; }
`;

/** A poster with a play button; the YouTube player (youtube-nocookie) is mounted only when asked for (slow data, privacy). */
function VideoCard({ video, index }: { video: VideoItem; index: number }) {
  const [playing, setPlaying] = useState(false);
  const t = useInterfaceText(galleryText);
  const titleId = `video-${index}`;
  return (
    <Item>
      <Frame>
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
            title={video.title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <>
            {video.poster ? (
              <img
                src={video.poster}
                alt=""
                width={720}
                height={405}
                loading={index < 2 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : (
              // The institute's own videos get a drawn poster: YouTube's thumbnail would be a third-party request before play.
              <div className="drawn" aria-hidden="true">
                <p>{t('gallery.video')}</p>
              </div>
            )}
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={t('gallery.play', { title: video.title })}
              aria-describedby={titleId}
            >
              <span>
                <Icon name="play" size={30} />
              </span>
            </button>
          </>
        )}
      </Frame>
      <h2 id={titleId}>{video.title}</h2>
    </Item>
  );
}

export function VideoGrid({ videos, sample = false }: { videos: VideoItem[]; sample?: boolean }) {
  return (
    <Grid data-testid="video-grid" data-sample={sample || undefined}>
      {videos.map((v, i) => (
        <VideoCard key={`${v.youtubeId}-${i}`} video={v} index={i} />
      ))}
    </Grid>
  );
}
