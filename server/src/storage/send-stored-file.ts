import type { FastifyReply } from 'fastify';
import { notFound } from '../lib/http-error';
import type { FileStorage } from './file-storage';

/**
 * Streams a stored file with the type we detected at upload, a safe Content-Disposition and
 * nosniff, so a browser never second-guesses what it got. Private: never cached by proxies.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  opts: { type: string; fileName: string; disposition: 'inline' | 'attachment' },
) {
  const file = await storage.open(key);
  if (!file) throw notFound('File not found');
  const ascii = opts.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  reply
    .type(opts.type)
    .header('Content-Length', file.size)
    .header(
      'Content-Disposition',
      `${opts.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(opts.fileName)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  return reply.send(file.stream);
}
