import type { FastifyInstance } from 'fastify';
import {
  certificateLookupSchema,
  certificateUploadSchema,
  type CertificateLookupAnswer,
} from '@dds/shared/src/schemas/certificate';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import { MAX_CERTIFICATE_BYTES } from '@dds/shared/src/constants';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, parseOr400 } from '../../lib/http-error';
import { parseId } from '../../lib/params';
import type { FileStorage } from '../../storage/file-storage';
import { PDF_TYPES } from '../../storage/magic-bytes';
import { receiveMultipartForm } from '../../storage/multipart-form';
import { sendStoredFile } from '../../storage/send-stored-file';
import { requireAdmin } from '../../security/require-admin';
import { formRateLimit } from '../../security/rate-limits';
import { writeAudit } from '../audit/audit.repository';
import * as repo from './certificate.repository';
import { createDownloadToken, readTokenId, tokenMatches } from './download-token';

export const DOWNLOAD_PATH = '/api/certificates/download';

const pdfOptions = {
  fileField: 'file',
  maxBytes: MAX_CERTIFICATE_BYTES,
  accept: PDF_TYPES,
  acceptLabel: 'a PDF document',
};

/** A download file name built from the roll number, never from what the uploader sent. */
const downloadName = (roll: string) => `certificate-${roll.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'dds'}.pdf`;

async function withCommittedFile<T>(
  storage: FileStorage,
  file: Parameters<FileStorage['commit']>[0],
  write: (key: string) => Promise<T>,
) {
  const key = await storage.commit(file, 'certificates', 'pdf');
  try {
    return await write(key);
  } catch (error) {
    await storage.remove(key); // the row did not commit: leave no orphan file
    throw error;
  }
}

export function registerCertificateRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { storage, config } = ctx;
  const admin = { preHandler: requireAdmin(ctx) };

  app.post(API_PATHS.certificateUpload, admin, async (request) => {
    const form = await receiveMultipartForm(request, storage, pdfOptions);
    try {
      const input = parseOr400(certificateUploadSchema, form.fields);
      if (!form.file) throw badRequest('File is required: choose the certificate PDF');
      const id = await withCommittedFile(storage, form.file, (fileKey) =>
        repo.insertCertificate(db, { ...input, fileKey, fileName: downloadName(input.roll) }),
      );
      await writeAudit(db, {
        actor: request.admin!.email,
        action: 'certificate.upload',
        target: `certificate:${id}`,
        detail: input.roll,
        ip: request.ip,
      });
      return { message: MESSAGES.certificateUploadSuccess };
    } catch (error) {
      if (form.file) await storage.discard(form.file);
      throw error;
    }
  });

  app.post(API_PATHS.certificateLookup, { config: formRateLimit(ctx) }, async (request) => {
    const input = parseOr400(certificateLookupSchema, request.body);
    const found = await repo.lookupCertificate(db, input);
    // No match is an answer, not an error: a typo must not log a red error in the visitor's console.
    if (!found) return { found: false, message: MESSAGES.certificateNoMatch } satisfies CertificateLookupAnswer;
    return {
      found: true,
      name: found.name,
      downloadUrl: `${DOWNLOAD_PATH}/${createDownloadToken(config.sessionSecret, found.id, found.fileKey)}`,
    } satisfies CertificateLookupAnswer;
  });

  app.get(`${DOWNLOAD_PATH}/:token`, async (request, reply) => {
    const token = readTokenId((request.params as { token: string }).token);
    const cert = token && (await repo.findCertificateFile(db, token.id));
    if (!token || !cert || !tokenMatches(config.sessionSecret, token, cert.fileKey)) {
      throw notFound('This download link is invalid or has expired. Please look up your certificate again.');
    }
    return sendStoredFile(reply, storage, cert.fileKey, {
      type: 'application/pdf',
      fileName: cert.fileName,
      disposition: 'attachment',
    });
  });

  // The admin opens a certificate's PDF from the list (inline, in a new tab).
  app.get(`${API_PATHS.certificates}/:id/file`, admin, async (request, reply) => {
    const cert = await repo.findCertificateFile(db, parseId(request.params));
    if (!cert) throw notFound('Certificate not found');
    return sendStoredFile(reply, storage, cert.fileKey, {
      type: 'application/pdf',
      fileName: cert.fileName,
      disposition: 'inline',
    });
  });

  app.put(`${API_PATHS.certificates}/:id/file`, admin, async (request) => {
    const id = parseId(request.params);
    const form = await receiveMultipartForm(request, storage, pdfOptions);
    try {
      if (!form.file) throw badRequest('File is required: choose the certificate PDF');
      const existing = await repo.findCertificateFile(db, id);
      if (!existing) throw notFound('Certificate not found');
      const result = await withCommittedFile(storage, form.file, async (fileKey) => {
        const replaced = await repo.replaceCertificateFile(db, id, { fileKey, fileName: existing.fileName });
        if (!replaced) throw notFound('Certificate not found');
        return replaced;
      });
      await storage.remove(result.oldKey);
      await writeAudit(db, {
        actor: request.admin!.email,
        action: 'certificate.replace',
        target: `certificate:${id}`,
        ip: request.ip,
      });
      return result.certificate;
    } catch (error) {
      if (form.file) await storage.discard(form.file);
      throw error;
    }
  });

  app.delete(`${API_PATHS.certificates}/:id`, admin, async (request, reply) => {
    const id = parseId(request.params);
    const fileKey = await repo.deleteCertificate(db, id);
    if (!fileKey) throw notFound('Certificate not found');
    await storage.remove(fileKey);
    await writeAudit(db, {
      actor: request.admin!.email,
      action: 'certificate.delete',
      target: `certificate:${id}`,
      ip: request.ip,
    });
    return reply.code(204).send();
  });
}
