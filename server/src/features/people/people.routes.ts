import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
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

/** Each kind of person's form, the fields its activity line compares, and what it says of one added. */
interface PersonRoutes<K extends repo.PersonKind> {
  path: string;
  schema: ZodType<repo.People[K]['input']>;
  audited: string[];
  added: (person: repo.People[K]['item']) => string;
}

const PERSON_ROUTES: { [K in repo.PersonKind]: PersonRoutes<K> } = {
  leader: {
    path: API_PATHS.leaders,
    schema: leaderInputSchema,
    audited: ['name', 'role', 'message', 'hindi'],
    added: (leader) => `${leader.role}: ${leader.name}`,
  },
  testimonial: {
    path: API_PATHS.testimonials,
    schema: testimonialInputSchema,
    audited: ['name', 'course', 'year', 'quote', 'hindi'],
    added: (testimonial) => testimonial.name,
  },
};

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

  const registerKind = <K extends repo.PersonKind>(kind: K) => {
    const { path, schema, audited, added } = PERSON_ROUTES[kind];
    const table = repo.PERSON_TABLE[kind];
    registerOrderedListRoutes(app, ctx, media, { path, table, noun: kind, list: () => repo.listPeople(db, kind) });

    app.post(path, admin, async (request) => {
      const { input, picture } = await receivePictureForm(request, ctx.storage, { ...portrait, schema });
      const person = await withSavedPicture(db, media, picture, () =>
        repo.insertPerson(db, kind, input, picture?.image ?? null),
      );
      await audit(request, `${kind}.add`, `${kind}:${person.id}`, added(person));
      return person;
    });

    app.put(`${path}/:id`, admin, async (request) => {
      const id = parseId(request.params);
      const { input, fields, picture } = await receivePictureForm(request, ctx.storage, { ...portrait, schema });
      const before = await personBefore(db, table, id);
      const saved = await withSavedPicture(db, media, picture, () =>
        repo.updatePerson(db, kind, id, input, portraitUpdate(fields, picture), saveOf(request, fields)),
      );
      if (!saved) {
        await releasePicture(db, media, picture?.image.id);
        throw notFound(`${kind[0]!.toUpperCase()}${kind.slice(1)} not found`);
      }
      await releasePicture(db, media, saved.dropped);
      const detail = editDetail(before, saved, audited, picture !== undefined);
      if (detail) await audit(request, `${kind}.update`, `${kind}:${id}`, detail);
      return saved.item;
    });
  };
  for (const kind of ['leader', 'testimonial'] as const) registerKind(kind);
}
