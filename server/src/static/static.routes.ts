import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTES, isAdminPath } from '@dds/shared/src/routes';
import type { Config } from '../config';
import { renderIndexHtml, remotesConfig } from './index-html';
import { compressedHtml } from './compressed-html';
import { acceptedEncodings, sendStaticFile } from './send-static-file';

const CLIENT_ROUTES = new Set(Object.values(PUBLIC_ROUTES).map((r) => r.path.toLowerCase()));

/** Paths the shell's router knows: the public routes (any case), /admin and everything below. */
export function isClientRoute(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return CLIENT_ROUTES.has(p) || p === '/admin' || p.startsWith('/admin/');
}

interface FoundFile {
  full: string;
  stat: import('node:fs').Stats;
}

/** Resolves a request path inside root, or undefined if it escapes root or is not a file. */
async function existingFile(root: string, relative: string): Promise<FoundFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  try {
    const stat = await fs.stat(full);
    return stat.isFile() ? { full, stat } : undefined;
  } catch {
    return undefined;
  }
}

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>DDS</title><p>The site is not built yet. Run <code>pnpm build</code>, then reload.</p>';

/**
 * Built front ends, read from disk on every request (no file list kept in memory), so swapping a
 * remote's dist directory while the server runs is live on the next reload.
 */
export function registerStaticRoutes(app: FastifyInstance, config: Config) {

  const remotes: Array<[string, string]> = [
    ['/remotes/public-site', config.publicSiteDist],
    ['/remotes/admin-panel', config.adminPanelDist],
  ];
  for (const [prefix, root] of remotes) {
    app.get(`${prefix}/*`, async (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // The raw (still percent-encoded) path, decoded exactly once by existingFile.
      const found = await existingFile(root, (request.url.split('?')[0] ?? '').slice(prefix.length));
      if (!found) return reply.code(404).type('application/json').send({ message: 'File not found' });
      return sendStaticFile(request, reply, found.full, found.stat);
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesConfig(config);
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
    const index = await existingFile(config.shellDist, 'index.html');
    reply.code(status).header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
    if (!index) return reply.code(status === 200 ? 503 : status).type('text/html').send(NOT_BUILT_HTML);
    const pathname = request.url.split('?')[0] ?? '/';
    const { html, etag } = await renderIndexHtml(config, await fs.readFile(index.full, 'utf8'), {
      pathname,
      admin: isAdminPath(pathname),
      notFound: status === 404,
    });
    reply.header('ETag', etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = acceptedEncodings(request)[0]?.name;
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(compressedHtml(html, etag, encoding));
  }

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const found = lastSegment && lastSegment !== 'index.html' ? await existingFile(config.shellDist, pathname) : undefined;
    if (found) return sendStaticFile(request, reply, found.full, found.stat);
    // A missing file (has an extension) is a plain 404; anything else is a client route.
    if (/\.[A-Za-z0-9]{1,8}$/.test(lastSegment) && lastSegment !== 'index.html') {
      return reply.code(404).send({ message: 'File not found' });
    }
    return sendIndex(request, reply, isClientRoute(pathname) ? 200 : 404);
  });
}
