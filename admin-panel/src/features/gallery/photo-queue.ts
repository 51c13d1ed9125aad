import { useEffect, useRef, useState } from 'react';
import { MAX_PHOTO_BYTES, type GalleryPhoto } from '@dds/shared/schemas/gallery';
import { useAdminText } from '../../i18n/admin-text';
import { imageProblem, uploadPhoto } from '../content';
import { contentText } from '../content';

/*
 * Several photos at once (docs/decisions/023-drag-to-order-and-many-photos.md): one request per
 * photo, as the server's upload route has always taken them (each keeps its byte checks and its own
 * answer), at most two at a time so a slow mobile connection is not split many ways, each with its
 * own progress and its own error. A photo that fails stays in the queue to retry; the others go on.
 */

/** Uploads at once: two keeps each one moving on slow mobile data (FilePond's default too). */
export const UPLOADS_AT_ONCE = 2;
/** The most photos one choice may add to the queue. */
export const MAX_QUEUED_PHOTOS = 30;

export type QueuedState = 'ready' | 'waiting' | 'uploading' | 'failed';

export interface QueuedPhoto {
  key: number;
  file: File;
  caption: string;
  state: QueuedState;
  /** Share of the bytes sent, 0 to 1, while uploading. */
  progress: number;
  /** Why it failed (here, before sending, or the server's words). */
  error: string | null;
  /** It failed for want of a caption: typing one makes it ready again. */
  noCaption?: boolean;
  /** A preview of the chosen file (an object URL), when the browser can make one. */
  preview: string | null;
  /** Not an image we take, or too large: never sent (the error says why). */
  unsendable: boolean;
}

/** A caption to start from: the file's name when it reads like words ("annual-function.jpg"), nothing for a camera's ("IMG_2041.jpg"). */
export function captionFromName(fileName: string): string {
  const words = fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const rest = words
    .replace(/^(img|dsc[nf]?|pxl|mvimg|photo|image|screenshot|whatsapp image|wa|cam)\b/i, '')
    .replace(/[\d\s]+/g, ' ');
  return /\p{L}{3,}/u.test(rest) ? words.slice(0, 160) : '';
}

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/** The queue of chosen photos and its uploads; `onUploaded` puts each saved photo in the list at once. */
export function usePhotoQueue(onUploaded: (photo: GalleryPhoto) => void) {
  const t = useAdminText(contentText);
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  /** Read out politely: a photo added or failed, and when the batch is done. */
  const [status, setStatus] = useState('');
  const nextKey = useRef(1);
  const latest = useRef(queue);
  latest.current = queue;

  // Previews are released when their photo leaves the queue and when the screen closes.
  useEffect(() => () => latest.current.forEach((q) => q.preview && URL.revokeObjectURL(q.preview)), []);

  const update = (key: number, change: Partial<QueuedPhoto>) =>
    setQueue((list) => list.map((q) => (q.key === key ? { ...q, ...change } : q)));
  const drop = (key: number) =>
    setQueue((list) => {
      const gone = list.find((q) => q.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((q) => q.key !== key);
    });

  /** Adds chosen or dropped files; one the server would refuse is shown failed at once, with why. */
  function add(files: FileList | File[]) {
    const chosen = Array.from(files);
    const room = MAX_QUEUED_PHOTOS - latest.current.length;
    if (chosen.length > room) setStatus(t('photoUpload.tooMany', { max: MAX_QUEUED_PHOTOS, room: Math.max(room, 0) }));
    const added = chosen.slice(0, Math.max(room, 0)).map((file): QueuedPhoto => {
      const problem = imageProblem(file, MAX_PHOTO_BYTES, t);
      return {
        key: nextKey.current++,
        file,
        caption: captionFromName(file.name),
        state: problem ? 'failed' : 'ready',
        progress: 0,
        error: problem,
        preview: !problem && canPreview() ? URL.createObjectURL(file) : null,
        unsendable: !!problem,
      };
    });
    setQueue((list) => [...list, ...added]);
  }

  async function uploadOne(item: QueuedPhoto): Promise<boolean> {
    update(item.key, { state: 'uploading', progress: 0, error: null });
    try {
      const photo = await uploadPhoto(item.caption.trim(), item.file, (sent) => update(item.key, { progress: sent }));
      onUploaded(photo);
      drop(item.key);
      return true;
    } catch (error) {
      update(item.key, { state: 'failed', error: (error as Error).message || t('photoUpload.failed') });
      return false;
    }
  }

  /**
   * Sends every photo that has a caption and is not sent yet (failed ones again), two at a time.
   * Answers false, sending nothing, while one of them has no caption (each is marked).
   */
  async function start(): Promise<boolean> {
    const toSend = latest.current.filter((q) => !q.unsendable && (q.state === 'ready' || q.state === 'failed'));
    const missing = toSend.filter((q) => !q.caption.trim());
    if (missing.length) {
      missing.forEach((q) => update(q.key, { state: 'failed', error: t('photoUpload.writeCaption'), noCaption: true }));
      setStatus(t('photoUpload.noCaption', { count: missing.length }));
      return false;
    }
    if (!toSend.length) return false;
    toSend.forEach((q) => update(q.key, { state: 'waiting', error: null, noCaption: false, progress: 0 }));
    setStatus(t('photoUpload.uploading', { count: toSend.length }));
    let added = 0;
    const pending = [...toSend];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) if (await uploadOne(next)) added += 1;
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, toSend.length) }, worker));
    const failed = toSend.length - added;
    setStatus(
      failed === 0
        ? t('photoUpload.allAdded', { count: added })
        : t('photoUpload.someAdded', { added, total: toSend.length, failed }),
    );
    return failed === 0;
  }

  const setCaption = (key: number, caption: string) =>
    update(key, {
      caption,
      ...(latest.current.find((q) => q.key === key)?.noCaption
        ? { error: null, noCaption: false, state: 'ready' }
        : {}),
    });
  const sending = queue.some((q) => q.state === 'uploading' || q.state === 'waiting');

  const sendable = queue.filter((q) => !q.unsendable).length;

  return { queue, status, sending, sendable, add, start, setCaption, remove: drop };
}
