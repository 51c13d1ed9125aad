import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { API_PATHS } from '@dds/shared/src/api/paths';
import {
  MAX_PHOTO_BYTES,
  moveSchema,
  parseYouTubeId,
  photoCaptionSchema,
  videoInputSchema,
  videoTitleSchema,
} from '@dds/shared/src/schemas/gallery';
import type { AuditAction, OrderedKind } from '@dds/shared/src/schemas/audit-actions';
import { listOrderSchema, type OrderedItems } from '@dds/shared/src/schemas/list-order';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { readListVersions } from '../../lib/list-version';
import { saveOf, type Save } from '../../lib/record-version';
import { requireAdmin } from '../../security/require-admin';
import type { MediaStore } from '../../storage/media-store';
import { writeAudit } from '../audit/audit.repository';
import { fieldChanges, rowBefore } from '../audit/content-diff';
import * as repo from './gallery.repository';
import { LIST_OF_TABLE, deleteRow, moveRow, reorderRows, type OrderedTable } from './ordered-rows';
import { receivePictureForm, releasePicture, withSavedPicture } from './picture-upload';

/** Order, move and delete are the same for every ordered list (photos, videos, leaders, testimonials). */
export function registerOrderedListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  media: MediaStore,
  opts: { path: string; table: OrderedTable; noun: OrderedKind; list: () => Promise<unknown[]> },
) {
  const { db } = ctx.database;
  const admin = { preHandler: requireAdmin(ctx) };
  const missing = () => notFound(`${opts.noun[0]!.toUpperCase()}${opts.noun.slice(1)} not found`);

  const listName = LIST_OF_TABLE[opts.table];
  /** The items with the version of their order, read first (docs/decisions/023-drag-to-order-and-many-photos.md). */
  const ordered = async (): Promise<OrderedItems<unknown>> => {
    const versions = await readListVersions(db, [listName]);
    return { items: await opts.list(), versions };
  };

  app.get(opts.path, admin, async () => opts.list());
  app.get(`${opts.path}/order`, admin, async () => ordered());

  // The whole order at once (a drag moves an item many places); the one-step move below stays for
  // panels released before it (docs/decisions/004-compatibility-matrix.md).
  app.put(`${opts.path}/order`, admin, async (request) => {
    const { ids, version } = parseOr400(listOrderSchema, request.body);
    await reorderRows(db, opts.table, ids, version, request.admin!.email);
    await writeAudit(db, {
      actor: request.admin!.email,
      action: `${opts.noun}.reorder`,
      target: listName,
      detail: JSON.stringify({ ids }),
      ip: request.ip,
    });
    return ordered();
  });

  app.post(`${opts.path}/:id/move`, admin, async (request) => {
    const id = parseId(request.params);
    const { direction } = parseOr400(moveSchema, request.body);
    const moved = await moveRow(db, opts.table, id, direction, request.admin!.email);
    if (moved === undefined) throw missing();
    if (moved)
      await writeAudit(db, {
        actor: request.admin!.email,
        action: `${opts.noun}.move`,
        target: `${opts.noun}:${id}`,
        detail: direction,
        ip: request.ip,
      });
    return opts.list();
  });

  app.delete(`${opts.path}/:id`, admin, async (request, reply) => {
    const id = parseId(request.params);
    const deleted = await deleteRow(db, opts.table, id);
    if (!deleted) throw missing();
    await releasePicture(db, media, deleted.imageId);
    await writeAudit(db, {
      actor: request.admin!.email,
      action: `${opts.noun}.delete`,
      target: `${opts.noun}:${id}`,
      ip: request.ip,
    });
    return reply.code(204).send();
  });
}

/**
 * An ordered item's one text (a photo's caption, a video's title): PATCH `path/:id` with `{ [field] }`,
 * answering the saved item; the activity line names the text before → after.
 */
export function registerItemTextEdit<N extends OrderedKind, F extends string, Item>(
  app: FastifyInstance,
  ctx: AppContext,
  // The activity's action is `noun.field`: a pair that is not an audit action does not compile.
  opts: {
    path: string;
    table: OrderedTable;
    field: F;
    schema: ZodType<Record<F, string>>;
    update: (id: number, text: string, save: Save) => Promise<Item | undefined>;
    noun: N;
  } & (`${N}.${F}` extends AuditAction ? unknown : { field: never }),
) {
  const { db } = ctx.database;
  app.patch(`${opts.path}/:id`, { preHandler: requireAdmin(ctx) }, async (request) => {
    const id = parseId(request.params);
    const text = parseOr400(opts.schema, request.body)[opts.field];
    const before = await rowBefore(db, opts.table, id);
    const item = await opts.update(id, text, saveOf(request));
    if (!item) throw notFound(`${opts.noun[0]!.toUpperCase()}${opts.noun.slice(1)} not found`);
    const diff = fieldChanges(before, { [opts.field]: text }, [opts.field]);
    // Saved as it was: nothing to tell (docs/decisions/019-activity-you-can-read.md); the version moved all the same.
    if (!Object.keys(diff).length) return item;
    await writeAudit(db, {
      actor: request.admin!.email,
      action: `${opts.noun}.${opts.field}` as AuditAction,
      target: `${opts.noun}:${id}`,
      detail: JSON.stringify(diff),
      ip: request.ip,
    });
    return item;
  });
}

/** The admin's photos (/photos) and videos (/videos): docs/architecture.md, content is data. */
export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext, media: MediaStore) {
  const { db } = ctx.database;
  const admin = { preHandler: requireAdmin(ctx) };

  registerOrderedListRoutes(app, ctx, media, {
    path: API_PATHS.photos,
    table: 'gallery_photos',
    noun: 'photo',
    list: () => repo.listPhotos(db),
  });
  registerOrderedListRoutes(app, ctx, media, {
    path: API_PATHS.videos,
    table: 'videos',
    noun: 'video',
    list: () => repo.listVideos(db),
  });

  app.post(API_PATHS.photos, admin, async (request) => {
    const { input, picture } = await receivePictureForm(request, ctx.storage, {
      preset: 'photo',
      label: 'photo',
      maxBytes: MAX_PHOTO_BYTES,
      schema: photoCaptionSchema,
    });
    if (!picture) throw badRequest('Photo is required: choose a JPEG, PNG or WebP image');
    const photo = await withSavedPicture(db, media, picture, () =>
      repo.insertPhoto(db, { caption: input.caption, image: picture.image }),
    );
    await writeAudit(db, {
      actor: request.admin!.email,
      action: 'photo.add',
      target: `photo:${photo.id}`,
      detail: input.caption,
      ip: request.ip,
    });
    return photo;
  });

  registerItemTextEdit(app, ctx, {
    path: API_PATHS.photos,
    table: 'gallery_photos',
    field: 'caption',
    schema: photoCaptionSchema,
    update: (id, caption, save) => repo.updatePhotoCaption(db, id, caption, save),
    noun: 'photo',
  });

  app.post(API_PATHS.videos, admin, async (request) => {
    const input = parseOr400(videoInputSchema, request.body);
    const video = await repo.insertVideo(db, { youtubeId: parseYouTubeId(input.url)!, title: input.title });
    await writeAudit(db, {
      actor: request.admin!.email,
      action: 'video.add',
      target: `video:${video.id}`,
      detail: `${video.youtubeId} ${video.title}`,
      ip: request.ip,
    });
    return video;
  });

  registerItemTextEdit(app, ctx, {
    path: API_PATHS.videos,
    table: 'videos',
    field: 'title',
    schema: videoTitleSchema,
    update: (id, title, save) => repo.updateVideoTitle(db, id, title, save),
    noun: 'video',
  });
}
