import { useEffect, useId, useState, type DragEvent } from 'react';
import { toast } from '@dds/shared/toast';
import { MAX_PHOTO_BYTES, PHOTO_CAPTION_MAX, type GalleryPhoto } from '@dds/shared/schemas/gallery';
import { useAdminText, type Translate } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { Button, Card, Input, VisuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { IMAGE_ACCEPT } from '../content';
import { contentText } from '../content';
import { UPLOADS_AT_ONCE, usePhotoQueue, type QueuedPhoto } from './photo-queue';

/** What a queued photo is doing, in words beside its bar. */
function stateText(t: Translate<typeof contentText>, q: QueuedPhoto): string {
  if (q.state === 'uploading') return t('photoUpload.stateUploading', { percent: Math.round(q.progress * 100) });
  if (q.state === 'waiting') return t('photoUpload.stateWaiting');
  if (q.state === 'failed') return t('photoUpload.stateFailed');
  return t('photoUpload.stateReady');
}

function QueueRow({
  q,
  busy,
  onCaption,
  onRemove,
}: {
  q: QueuedPhoto;
  busy: boolean;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const t = useAdminText(contentText);
  // A refused upload's reason is the server's English: said in the admin's language (decision 026 §8).
  const answer = useServerAnswerElement();
  const inFlight = q.state === 'uploading' || q.state === 'waiting';
  return (
    <li
      data-testid="queued-photo"
      css={{
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr)',
        gap: '6px 12px',
        alignItems: 'start',
        padding: 10,
        border: `1px solid ${q.state === 'failed' ? colors.danger : '#e5e7eb'}`,
        borderRadius: 8,
        background: '#fff',
      }}
    >
      {q.preview ? (
        <img
          src={q.preview}
          alt=""
          width={72}
          height={54}
          css={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 4, background: '#f3f4f6' }}
        />
      ) : (
        <span
          aria-hidden="true"
          css={{
            width: 72,
            height: 54,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 4,
            background: '#f3f4f6',
            fontSize: 12,
            color: colors.muted,
          }}
        >
          {t('photoUpload.noPreview')}
        </span>
      )}
      <div css={{ display: 'grid', gap: 6, minWidth: 0 }}>
        <p css={{ margin: 0, fontSize: 13, color: colors.muted, overflowWrap: 'anywhere' }}>{q.file.name}</p>
        <label htmlFor={`${id}-caption`} css={{ fontSize: 14, fontWeight: 600 }}>
          {t('photoUpload.caption')}
          <VisuallyHidden>{t('photoUpload.captionFor', { file: q.file.name })}</VisuallyHidden>
        </label>
        <Input
          id={`${id}-caption`}
          value={q.caption}
          maxLength={PHOTO_CAPTION_MAX}
          disabled={inFlight}
          autoComplete="off"
          aria-invalid={q.noCaption || undefined}
          aria-describedby={q.error ? `${id}-error` : undefined}
          onChange={(e) => onCaption(e.target.value)}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <progress
            max={1}
            value={q.state === 'uploading' ? q.progress : 0}
            aria-label={t('photoUpload.progress', { file: q.file.name })}
            css={{ flex: '1 1 120px', height: 10, accentColor: colors.brand }}
          />
          <span css={{ fontSize: 13, fontWeight: 600 }} data-testid="queued-photo-state">
            {stateText(t, q)}
          </span>
          {!inFlight && (
            <Button
              type="button"
              disabled={busy}
              onClick={onRemove}
              aria-label={t('photoUpload.removeNamed', { file: q.file.name })}
            >
              {t('photoUpload.remove')}
            </Button>
          )}
        </div>
        {q.error && (
          <p id={`${id}-error`} role="alert" css={{ margin: 0, color: colors.danger, fontSize: 14 }}>
            {answer(q.error)}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Several photos at once: chosen with the file picker (multiple) or dropped on the box, each with
 * its caption (the alt text), then uploaded two at a time with a bar each; resized on the server,
 * live on /photos as each one finishes. A photo that fails keeps its place and its caption.
 */
export function PhotoUploadForm({ onUploaded }: { onUploaded: (photo: GalleryPhoto) => void }) {
  const { queue, status, sending, sendable: ready, add, start, setCaption, remove } = usePhotoQueue(onUploaded);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const t = useAdminText(contentText);

  // A photo dropped just beside the box would make the browser open it in place of the panel (and
  // lose the captions typed so far): on this screen, a file dropped anywhere else is ignored.
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) add(event.dataTransfer.files);
  };
  const upload = async () => {
    if (await start()) toast.success(t('photoUpload.added'));
  };

  return (
    <Card aria-labelledby="photo-upload-title">
      <h2 id="photo-upload-title" css={{ margin: '0 0 12px', fontSize: 18 }}>
        {t('photoUpload.title')}
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        css={{
          display: 'grid',
          gap: 6,
          justifyItems: 'start',
          padding: 16,
          border: `2px dashed ${over ? colors.brand : colors.border}`,
          borderRadius: 10,
          background: over ? '#fef2f2' : '#f9fafb',
        }}
      >
        <label htmlFor={inputId} css={{ fontSize: 14, fontWeight: 600 }}>
          {t('photoUpload.photos')}
        </label>
        <Input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-describedby={`${inputId}-hint`}
          css={{ padding: 6, maxWidth: 420, background: '#fff' }}
          onChange={(e) => {
            if (e.target.files?.length) add(e.target.files);
            e.target.value = ''; // the same file can be chosen again after a Remove
          }}
        />
        <span id={`${inputId}-hint`} css={{ fontSize: 13, color: colors.muted }}>
          {t('photoUpload.hint', { max: MAX_PHOTO_BYTES / 1024 / 1024 })}
        </span>
      </div>
      <VisuallyHidden role="status" aria-live="polite" data-testid="upload-status">
        {status}
      </VisuallyHidden>
      {queue.length > 0 && (
        <>
          <ul
            aria-label={t('photoUpload.queue')}
            css={{
              listStyle: 'none',
              margin: '12px 0 0',
              padding: 0,
              display: 'grid',
              gap: 8,
              gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
              [media.narrow]: { gridTemplateColumns: '1fr' },
            }}
          >
            {queue.map((q) => (
              <QueueRow
                key={q.key}
                q={q}
                busy={sending}
                onCaption={(c) => setCaption(q.key, c)}
                onRemove={() => remove(q.key)}
              />
            ))}
          </ul>
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 12 }}>
            <Button type="button" variant="primary" disabled={sending || ready === 0} onClick={() => void upload()}>
              {sending ? t('photoUpload.sending') : t('photoUpload.send', { count: ready })}
            </Button>
            <span css={{ fontSize: 13, color: colors.muted }}>
              {t('photoUpload.atATime', { count: UPLOADS_AT_ONCE })}
            </span>
          </div>
          {status && !sending && <p css={{ margin: '8px 0 0', fontSize: 14 }}>{status}</p>}
        </>
      )}
    </Card>
  );
}
