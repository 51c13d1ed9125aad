import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { parseOr400 } from '../../lib/http-error';
import type { FileStorage } from '../../storage/file-storage';
import { IMAGE_TYPES } from '../../storage/magic-bytes';
import { makeMediaVariants, type MediaPreset, type ProcessedMedia } from '../../storage/media-images';
import type { MediaStore } from '../../storage/media-store';
import { receiveMultipartForm } from '../../storage/multipart-form';
import { isImageInUse } from './ordered-rows';

interface Options<T> {
  preset: MediaPreset;
  /** The words the messages use for the file, e.g. "photo". */
  label: string;
  maxBytes: number;
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } };
}

/**
 * A form with text fields and an optional picture (multipart field `photo`): the fields are checked
 * first (a typo costs no image work), then the picture is decoded and its copies made. The upload
 * itself is deleted before this returns, whatever happens.
 */
export async function receivePictureForm<T>(
  request: FastifyRequest,
  storage: FileStorage,
  opts: Options<T>,
): Promise<{ input: T; fields: Record<string, string>; picture?: ProcessedMedia }> {
  const form = await receiveMultipartForm(request, storage, {
    fileField: 'photo',
    maxBytes: opts.maxBytes,
    accept: IMAGE_TYPES,
    acceptLabel: 'a PNG, JPEG or WebP image',
  });
  try {
    const input = parseOr400(opts.schema, form.fields);
    const picture = form.file ? await makeMediaVariants(form.file.tempPath, opts.preset, opts.label) : undefined;
    return { input, fields: form.fields, picture };
  } finally {
    if (form.file) await storage.discard(form.file);
  }
}

/**
 * Writes the picture's copies, then runs `write` (the row's transaction). If the row does not
 * commit, copies nothing else uses are deleted again: no orphans from a refused save.
 */
export async function withSavedPicture<R>(
  db: Db,
  media: MediaStore,
  picture: ProcessedMedia | undefined,
  write: () => Promise<R>,
): Promise<R> {
  if (picture) await media.save(picture.files);
  try {
    return await write();
  } catch (error) {
    if (picture) await releasePicture(db, media, picture.image.id);
    throw error;
  }
}

/** Deletes a picture's copies once no row shows it any more. */
export async function releasePicture(db: Db, media: MediaStore, imageId: string | null | undefined): Promise<void> {
  if (imageId && !(await isImageInUse(db, imageId))) await media.remove(imageId);
}
