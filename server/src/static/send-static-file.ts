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

const isSourceMap = (file: string) => /\.map$/i.test(file);

export const mimeFor = (file: string) => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/** The encodings this client accepts, best first. */
export function acceptedEncodings(request: FastifyRequest) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return ENCODINGS.filter((encoding) => new RegExp(`\\b${encoding.name}\\b`).test(accepted));
}

/** The build writes .br/.gz beside compressible files; use the best one the client accepts. */
async function precompressed(request: FastifyRequest, file: string) {
  for (const encoding of acceptedEncodings(request)) {
    const stat = await fs.promises.stat(file + encoding.ext).catch(() => undefined);
    if (stat?.isFile()) return { encoding: encoding.name, file: file + encoding.ext, stat };
  }
  return undefined;
}

/**
 * Sends one file read from disk now (nothing cached in memory), precompressed when the build made
 * a .br/.gz twin, with a weak ETag from size and mtime so `no-cache` files revalidate cheaply (304).
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  stat: fs.Stats,
  cacheControl = cacheControlFor(file),
) {
  // Source maps stay in dist/ for debugging with the server's files, but would publish the source.
  if (isSourceMap(file)) return reply.code(404).type('application/json').send({ message: 'File not found' });
  const variant = await precompressed(request, file);
  const sent = variant ?? { encoding: undefined, file, stat };
  const etag = `W/"${sent.stat.size.toString(16)}-${Math.floor(sent.stat.mtimeMs).toString(16)}${sent.encoding ? `-${sent.encoding}` : ''}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', sent.stat.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
    .header('Vary', 'Accept-Encoding')
    .type(mimeFor(file));
  if (sent.encoding) reply.header('Content-Encoding', sent.encoding);
  if (reply.statusCode === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('Content-Length', sent.stat.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(fs.createReadStream(sent.file));
}
