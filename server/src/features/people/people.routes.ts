import type { FastifyInstance, FastifyRequest } from 'fastify';
// A save keeps no Hindi equal to the shipped Hindi (the roles the form suggests): it must be known here.
import '@dds/shared/src/schemas/content-hi/register';
import { API_PATHS } from '@dds/shared/src/api/paths';
import {
  MAX_PORTRAIT_BYTES,
  REMOVE_PHOTO_FIELD,
  leaderInputSchema,
  testimonialInputSchema,
} from '@dds/shared/src/schemas/people';
import type { AuditAction } from '@dds/shared/src/schemas/audit-actions';
import { parseHindiMemory } from '@dds/shared/src/schemas/content-hindi';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { saveOf } from '../../lib/record-version';
import { requireAdmin } from '../../security/require-admin';
import type { ProcessedMedia } from '../../storage/media-images';
import type { MediaStore } from '../../storage/media-store';
import { writeAudit } from '../audit/audit.repository';
import { fieldChanges, rowBefore } from '../audit/content-diff';
import { registerOrderedListRoutes } from '../gallery/gallery.routes';
import { receivePictureForm, releasePicture, withSavedPicture } from '../gallery/picture-upload';
import * as repo from './people.repository';

/** The row before an edit with its Hindi read, so the audit compares it with the saved person's (decision 026 §3). */
async function personBefore(db: AppContext['database']['db'], table: 'leaders' | 'testimonials', id: number) {
  const row = await rowBefore(db, table, id);
  return row && { ...row, hindi: parseHindiMemory(typeof row.hindi === 'string' ? row.hindi : '{}') };
}

/**
 * An edit's audit detail: the person's name and each changed field before → after (the Activity
 * screen); undefined when the save changed nothing, which writes no entry
 * (docs/decisions/019-activity-you-can-read.md).
 */
function editDetail(
  before: Record<string, unknown> | undefined,
  saved: { item: { name: string; photo: unknown }; dropped: unknown },
  fields: string[],
  newPicture: boolean,
): string | undefined {
  const diff = fieldChanges(before, saved.item as unknown as Record<string, unknown>, fields);
  const photo =
    newPicture || saved.dropped !== null
      ? {
          photo: {
            before: before?.image_id ? 'a photo' : 'no photo',
            after: newPicture ? 'a new photo' : saved.item.photo ? 'a photo' : 'no photo',
          },
        }
      : {};
  if (!Object.keys(diff).length && !Object.keys(photo).length) return undefined;
  return JSON.stringify({ name: saved.item.name, ...diff, ...photo });
}

/**
 * The leaders' messages (/about1) and students' testimonials (home and /about1): multipart forms
 * with an optional square portrait. On edit, a new file replaces the portrait and
 * `removePhoto=1` takes it away; otherwise it is kept.
 */
export function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext, media: MediaStore) {
  const { db } = ctx.database;
  const admin = { preHandler: requireAdmin(ctx) };
  const portrait = { preset: 'portrait' as const, label: 'photo', maxBytes: MAX_PORTRAIT_BYTES };
  const portraitUpdate = (fields: Record<string, string>, picture: ProcessedMedia | undefined): repo.PortraitUpdate =>
    picture ? { set: picture.image } : fields[REMOVE_PHOTO_FIELD] === '1' ? { set: null } : { keep: true };
  const audit = (request: FastifyRequest, action: AuditAction, target: string, detail?: string) =>
    writeAudit(db, { actor: request.admin!.email, action, target, detail, ip: request.ip });

  registerOrderedListRoutes(app, ctx, media, {
    path: API_PATHS.leaders,
    table: 'leaders',
    noun: 'leader',
    list: () => repo.listLeaders(db),
  });
  registerOrderedListRoutes(app, ctx, media, {
    path: API_PATHS.testimonials,
    table: 'testimonials',
    noun: 'testimonial',
    list: () => repo.listTestimonials(db),
  });

  app.post(API_PATHS.leaders, admin, async (request) => {
    const { input, picture } = await receivePictureForm(request, ctx.storage, {
      ...portrait,
      schema: leaderInputSchema,
    });
    const leader = await withSavedPicture(db, media, picture, () =>
      repo.insertLeader(db, input, picture?.image ?? null),
    );
    await audit(request, 'leader.add', `leader:${leader.id}`, `${leader.role}: ${leader.name}`);
    return leader;
  });

  app.put(`${API_PATHS.leaders}/:id`, admin, async (request) => {
    const id = parseId(request.params);
    const { input, fields, picture } = await receivePictureForm(request, ctx.storage, {
      ...portrait,
      schema: leaderInputSchema,
    });
    const before = await personBefore(db, 'leaders', id);
    const saved = await withSavedPicture(db, media, picture, () =>
      repo.updateLeader(db, id, input, portraitUpdate(fields, picture), saveOf(request, fields)),
    );
    if (!saved) {
      await releasePicture(db, media, picture?.image.id);
      throw notFound('Leader not found');
    }
    await releasePicture(db, media, saved.dropped);
    const detail = editDetail(before, saved, ['name', 'role', 'message', 'hindi'], picture !== undefined);
    if (detail) await audit(request, 'leader.update', `leader:${id}`, detail);
    return saved.item;
  });

  app.post(API_PATHS.testimonials, admin, async (request) => {
    const { input, picture } = await receivePictureForm(request, ctx.storage, {
      ...portrait,
      schema: testimonialInputSchema,
    });
    const testimonial = await withSavedPicture(db, media, picture, () =>
      repo.insertTestimonial(db, input, picture?.image ?? null),
    );
    await audit(request, 'testimonial.add', `testimonial:${testimonial.id}`, testimonial.name);
    return testimonial;
  });

  app.put(`${API_PATHS.testimonials}/:id`, admin, async (request) => {
    const id = parseId(request.params);
    const { input, fields, picture } = await receivePictureForm(request, ctx.storage, {
      ...portrait,
      schema: testimonialInputSchema,
    });
    const before = await personBefore(db, 'testimonials', id);
    const saved = await withSavedPicture(db, media, picture, () =>
      repo.updateTestimonial(db, id, input, portraitUpdate(fields, picture), saveOf(request, fields)),
    );
    if (!saved) {
      await releasePicture(db, media, picture?.image.id);
      throw notFound('Testimonial not found');
    }
    await releasePicture(db, media, saved.dropped);
    const detail = editDetail(before, saved, ['name', 'course', 'year', 'quote', 'hindi'], picture !== undefined);
    if (detail) await audit(request, 'testimonial.update', `testimonial:${id}`, detail);
    return saved.item;
  });
}
