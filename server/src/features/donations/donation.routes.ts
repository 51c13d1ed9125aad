import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { donationInputSchema } from '@dds/shared/src/schemas/donation';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import { MAX_SCREENSHOT_BYTES } from '@dds/shared/src/constants';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import { IMAGE_TYPES } from '../../storage/magic-bytes';
import { receiveMultipartForm } from '../../storage/multipart-form';
import type { FileStorage, PendingFile } from '../../storage/file-storage';
import { reencodeScreenshot, STORED_SCREENSHOT } from '../../storage/screenshot-image';
import { sendStoredFile } from '../../storage/send-stored-file';
import { requireAdmin } from '../../security/require-admin';
import { formRateLimit } from '../../security/rate-limits';
import { submittedPayload } from '../notifications/notification-mail';
import { DONATION_FIELDS, findScreenshot, insertDonation, unverifiedScreenshotBytes } from './donation.repository';

/** 507 Insufficient Storage: the visitor is told plainly what to do instead. */
export const QUOTA_FULL_MESSAGE =
  'We cannot accept screenshots right now because our storage for them is full. Please try again later, or contact the institute directly.';

/** Answered here, not by the app's error handler, which hides every 5xx message behind a generic one. */
class QuotaFull extends Error {}

/** The upload's pixels re-encoded into a new fsynced temp file; the upload itself is discarded. */
async function reencodedPending(storage: FileStorage, upload: PendingFile): Promise<PendingFile> {
  const webp = await reencodeScreenshot(upload.tempPath);
  const received = await storage.receive(Readable.from([webp]), Number.MAX_SAFE_INTEGER);
  if ('tooLarge' in received) throw new Error('unreachable: no size limit');
  return received;
}

export function registerDonationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { storage, config } = ctx;

  app.post(API_PATHS.donation, { config: formRateLimit(ctx) }, async (request, reply) => {
    const form = await receiveMultipartForm(request, storage, {
      fileField: 'screenshot',
      maxBytes: MAX_SCREENSHOT_BYTES,
      accept: IMAGE_TYPES,
      acceptLabel: 'a PNG, JPEG or WebP image',
    });
    const { file } = form;
    let stored: PendingFile | undefined;
    try {
      const input = parseOr400(donationInputSchema, form.fields);
      if (!file) throw badRequest('Screenshot is required');
      if (input.website) {
        await storage.discard(file); // honeypot: pretend, keep nothing
        return { message: MESSAGES.donationSuccessDefault };
      }
      // Strangers' uploads wait for the admin: their total is capped so they cannot fill the disk.
      const used = await unverifiedScreenshotBytes(db);
      if (used >= config.donationUploadQuotaBytes) throw new QuotaFull();
      stored = await reencodedPending(storage, file);
      await storage.discard(file);
      if (used + stored.size > config.donationUploadQuotaBytes) throw new QuotaFull();
      // File first (fsynced + renamed), row second; if the row fails the file goes too. A crash in
      // between leaves an unreferenced file that start-up reconcile removes.
      const screenshotBytes = stored.size;
      const key = await storage.commit(stored, 'screenshots', STORED_SCREENSHOT.ext);
      stored = undefined;
      try {
        // The row and the institute's e-mail (queued, sent after the commit) in one transaction.
        await ctx.database.submit(async (trx) => {
          const id = await insertDonation(trx, {
            ...input,
            screenshotKey: key,
            screenshotType: STORED_SCREENSHOT.mime,
            screenshotBytes,
          });
          await ctx.notifications.enqueue(trx, 'donation', id, submittedPayload(DONATION_FIELDS, input));
          // The donor's thank-you now; the numbered receipt when the office verifies the payment (donation-receipt.ts).
          await ctx.notifications.enqueueVisitor(trx, 'donation-thanks', id, {
            to: input.email,
            name: input.name,
            language: input.language,
          });
        });
        ctx.notifications.wake();
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return { message: MESSAGES.donationSuccessDefault };
    } catch (error) {
      if (file) await storage.discard(file);
      if (stored) await storage.discard(stored);
      if (error instanceof QuotaFull) {
        request.log.warn(
          { quotaBytes: config.donationUploadQuotaBytes },
          'donation refused: the quota for unverified screenshots is full',
        );
        return reply.code(507).send({ message: QUOTA_FULL_MESSAGE });
      }
      throw error;
    }
  });

  // The admin's list, record, update, bulk actions and export: generic over the definition.

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
