import fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  SITE_IMAGE_KINDS,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGES_PATH,
  type SiteImageKind,
} from '@dds/shared/src/schemas/site-images';
import type { AppContext } from '../../app-context';
import { writeAudit } from '../audit/audit.repository';
import { badRequest, notFound } from '../../lib/http-error';
import { requireAdmin } from '../../security/require-admin';
import { IMAGE_TYPES } from '../../storage/magic-bytes';
import { receiveMultipartForm } from '../../storage/multipart-form';
import { makeSiteIcons } from './site-icons';
import { readSiteImagesState, removeSiteIcons, saveSiteIcons } from './site-icons.repository';

const kindOf = (raw: string): SiteImageKind => {
  if (!(SITE_IMAGE_KINDS as readonly string[]).includes(raw)) throw notFound('Upload a logo or a favicon.');
  return raw as SiteImageKind;
};

/**
 * The logo and favicon uploads (decision 021): the picture is checked by its bytes (PNG, JPEG or
 * WebP), decoded within the upload bounds and turned into every root file the site serves; the
 * upload itself is not kept. A new upload replaces the whole set (like a certificate's PDF, no
 * version: nothing else of the record is overwritten, decision 012); DELETE goes back to the
 * build's files. Each is in Activity.
 */
export function registerSiteIconRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const signedIn = { preHandler: requireAdmin(ctx) };

  app.get(SITE_IMAGES_PATH, signedIn, async () => readSiteImagesState(db));

  app.put<{ Params: { kind: string } }>(`${SITE_IMAGES_PATH}/:kind`, signedIn, async (request) => {
    const kind = kindOf(request.params.kind);
    const form = await receiveMultipartForm(request, ctx.storage, {
      fileField: 'image',
      maxBytes: SITE_IMAGE_MAX_BYTES,
      accept: IMAGE_TYPES,
      acceptLabel: 'a PNG, JPEG or WebP image',
    });
    const upload = form.file;
    if (!upload) throw badRequest('Send the picture as the form field "image".');
    // The upload is read once and deleted whatever happens: only the files made from it are kept.
    const files = await fsp
      .readFile(upload.tempPath)
      .then((bytes) => makeSiteIcons(kind, bytes))
      .finally(() => ctx.storage.discard(upload));
    const admin = request.admin!;
    await saveSiteIcons(db, kind, files, admin.email, (trx) =>
      writeAudit(trx, {
        actor: admin.email,
        action: 'site-image.upload',
        target: 'site-image',
        detail: JSON.stringify({ kind, files: files.map((f) => f.name) }),
        ip: request.ip,
      }).then(() => undefined),
    );
    return readSiteImagesState(db);
  });

  app.delete<{ Params: { kind: string } }>(`${SITE_IMAGES_PATH}/:kind`, signedIn, async (request) => {
    const kind = kindOf(request.params.kind);
    const admin = request.admin!;
    await removeSiteIcons(db, kind, (trx) =>
      writeAudit(trx, {
        actor: admin.email,
        action: 'site-image.remove',
        target: 'site-image',
        detail: JSON.stringify({ kind }),
        ip: request.ip,
      }).then(() => undefined),
    );
    return readSiteImagesState(db);
  });
}
