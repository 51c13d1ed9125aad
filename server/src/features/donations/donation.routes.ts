import type { FastifyInstance } from 'fastify';
import { donationInputSchema, donationUpdateSchema, type Donation } from '@dds/shared/src/schemas/donation';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import { MAX_SCREENSHOT_BYTES } from '@dds/shared/src/constants';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { IMAGE_TYPES } from '../../storage/magic-bytes';
import { receiveMultipartForm } from '../../storage/multipart-form';
import { sendStoredFile } from '../../storage/send-stored-file';
import { requireAdmin } from '../../security/require-admin';
import { formRateLimit } from '../../security/rate-limits';
import { registerAdminList } from '../admin/admin-list-routes';
import { writeAudit } from '../audit/audit.repository';
import { findScreenshot, insertDonation, listDonations, updateDonation } from './donation.repository';

export function registerDonationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { storage } = ctx;

  app.post(API_PATHS.donation, { config: formRateLimit(ctx) }, async (request) => {
    const form = await receiveMultipartForm(request, storage, {
      fileField: 'screenshot',
      maxBytes: MAX_SCREENSHOT_BYTES,
      accept: IMAGE_TYPES,
      acceptLabel: 'a PNG, JPEG or WebP image',
    });
    const { file } = form;
    try {
      const input = parseOr400(donationInputSchema, form.fields);
      if (!file) throw badRequest('Screenshot is required');
      if (input.website) {
        await storage.discard(file); // honeypot: pretend, keep nothing
        return { message: MESSAGES.donationSuccessDefault };
      }
      // File first (fsynced + renamed), row second; if the row fails the file goes too.
      const key = await storage.commit(file, 'screenshots', file.type.ext);
      try {
        await insertDonation(db, { name: input.name, email: input.email, screenshotKey: key, screenshotType: file.type.mime });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return { message: MESSAGES.donationSuccessDefault };
    } catch (error) {
      if (file) await storage.discard(file);
      throw error;
    }
  });

  registerAdminList<Donation>(app, ctx, {
    path: API_PATHS.donations,
    name: 'donations',
    list: listDonations,
    csvHeader: ['id', 'createdAt', 'name', 'email', 'amount', 'message', 'upiReference', 'verified'],
    csvCells: (d) => [d.id, d.createdAt, d.name, d.email, d.amount, d.message, d.upiReference, d.verified ? 'yes' : 'no'],
  });

  app.patch(`${API_PATHS.donations}/:id`, { preHandler: requireAdmin(ctx) }, async (request) => {
    const id = parseId(request.params);
    const update = parseOr400(donationUpdateSchema, request.body);
    const updated = await updateDonation(db, id, update);
    if (!updated) throw notFound('Donation not found');
    await writeAudit(db, { actor: request.admin!.email, action: 'donation.update', target: `donation:${id}`, detail: JSON.stringify(update), ip: request.ip });
    return updated;
  });

  app.get(`${API_PATHS.donations}/:id/screenshot`, { preHandler: requireAdmin(ctx) }, async (request, reply) => {
    const id = parseId(request.params);
    const shot = await findScreenshot(db, id);
    if (!shot) throw notFound('Donation not found');
    return sendStoredFile(reply, storage, shot.key, {
      type: shot.type,
      fileName: `donation-${id}.${shot.key.split('.').pop()}`,
      disposition: 'inline',
    });
  });
}
