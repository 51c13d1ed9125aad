import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX } from '@dds/shared/src/schemas/media';
import type { MediaStore } from '../../storage/media-store';

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * GET /media/<id>-<width>.<avif|webp>: the public copies of the admin's pictures. A name is a hash
 * of the upload, so its bytes never change: browsers and proxies keep it for a year without asking.
 */
export function registerMediaRoutes(app: FastifyInstance, media: MediaStore) {
  app.get(`${MEDIA_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = await media.open(name);
    if (!file) return reply.code(404).header('Cache-Control', 'no-cache').send({ message: 'File not found' });
    const ext = name.slice(name.lastIndexOf('.') + 1) as keyof typeof TYPES;
    return reply
      .type(TYPES[ext])
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Last-Modified', file.mtime.toUTCString())
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  });
}
