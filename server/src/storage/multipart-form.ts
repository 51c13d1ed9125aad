import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-error';
import type { FileStorage, PendingFile } from './file-storage';
import { detectType, type DetectedType } from './magic-bytes';

export interface ReceivedForm {
  fields: Record<string, string>;
  file?: PendingFile & { type: DetectedType };
}

interface Options {
  fileField: string;
  maxBytes: number;
  accept: readonly DetectedType['mime'][];
  /** Human words for the 415 message, e.g. "a PNG, JPEG or WebP image". */
  acceptLabel: string;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `File is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB`);

/**
 * Reads a multipart form: text fields into a record, the one file into a fsynced temp file whose
 * type is decided by its bytes. On any failure the temp file is removed before the error leaves.
 */
export async function receiveMultipartForm(
  request: FastifyRequest,
  storage: FileStorage,
  opts: Options,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data');
  const fields: Record<string, string> = Object.create(null);
  let file: ReceivedForm['file'];
  try {
    const parts = request.parts({
      limits: { fileSize: opts.maxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== opts.fileField) {
        part.file.resume();
        throw badRequest(
          `Unexpected file field "${part.fieldname.slice(0, 40)}"; send the file as "${opts.fileField}"`,
        );
      }
      const received = await storage.receive(part.file, opts.maxBytes);
      if ('tooLarge' in received || part.file.truncated) {
        if (!('tooLarge' in received)) await storage.discard(received);
        throw tooLarge(opts.maxBytes);
      }
      const type = detectType(received.head);
      if (!type || !opts.accept.includes(type.mime)) {
        await storage.discard(received);
        throw new HttpError(415, `The ${opts.fileField} must be ${opts.acceptLabel}`);
      }
      file = { ...received, type };
    }
  } catch (error) {
    if (file) await storage.discard(file);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(opts.maxBytes);
    if (code === 'FST_FILES_LIMIT') throw badRequest(`Send exactly one file as "${opts.fileField}"`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Too many form fields');
    // Disk trouble (ENOSPC, EACCES…) is ours: a real 500. Any other status-less error here comes
    // from the multipart parser meeting a malformed body (found by the fuzz test): the caller's fault.
    const isSystemError = typeof (error as { syscall?: unknown }).syscall === 'string';
    if (!isSystemError && (error as { statusCode?: number }).statusCode === undefined) {
      throw badRequest('Malformed multipart/form-data body');
    }
    throw error;
  }
  return { fields, file };
}
