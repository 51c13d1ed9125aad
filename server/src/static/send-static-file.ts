import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy';

// Built front ends only ship these kinds of files; anything else goes out as octet-stream.
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export const mimeFor = (file: string) => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Sends one file read from disk now (nothing cached in memory), with a weak ETag from size and
 * mtime so `no-cache` files revalidate cheaply with 304.
 */
export async function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: string, stat: fs.Stats) {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('Cache-Control', cacheControlFor(file))
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
    .type(mimeFor(file));
  if (reply.statusCode === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('Content-Length', stat.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(fs.createReadStream(file));
}
