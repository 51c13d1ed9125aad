import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTES } from '@dds/shared/src/routes';
import { stripLanguage } from '@dds/shared/src/language-paths';
import { findCourseBySlug } from '@dds/shared/src/schemas/course';
import type { AppContext } from '../app-context';
import { sentFormPage } from '../features/page-forms/page-form-answer';
import { adminHostRedirect } from './admin-host';
import { remotesConfig } from './index-html';
import { redirectFor } from './redirects';
import { adminLanguageChoice, languageChoice, setAdminLanguageCookie, setLanguageCookie } from './language-choice';
import { cookieSecure } from '../security/public-origin';
import { sendIndex } from './send-index';
import { sendStaticFile } from './send-static-file';
import { servedConfig, servedParts } from './served-releases';
import type { Part } from '../releases/parts';
import { RELEASE_FILE } from '../releases/release-manifest';
import { createSiteIconSource, type StoredIcon } from '../features/site-content/site-icons.repository';
import { SITE_ICON_FILES } from '@dds/shared/src/schemas/site-images';

const CLIENT_ROUTES = new Set(Object.values(PUBLIC_ROUTES).map((r) => r.path.toLowerCase()));

/**
 * Paths the shell's router knows: the public routes (any case) in English and under /hi (decision
 * 026), /admin and everything below (the panel has no Hindi address).
 */
export function isClientRoute(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (p === '/admin' || p.startsWith('/admin/')) return true;
  return CLIENT_ROUTES.has(stripLanguage(p));
}

const COURSE_PAGE = /^\/courses\/([a-z0-9-]{1,80})\/*$/i;

/** A page that exists now: a client route, or the page of a visible course (courses are data). */
export async function isPageNow(ctx: AppContext, pathname: string): Promise<boolean> {
  if (isClientRoute(pathname)) return true;
  const slug = COURSE_PAGE.exec(stripLanguage(pathname))?.[1];
  return slug !== undefined && findCourseBySlug((await ctx.siteContent()).courses, slug) !== undefined;
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

/**
 * Built front ends, read from disk on every request (no file list kept in memory): from the
 * release store when a part has a live release there, else from its *_DIST folder, so swapping
 * either is live on the next reload.
 */
export function registerStaticRoutes(app: FastifyInstance, ctx: AppContext) {
  const { releases } = ctx;

  const remotes: Array<[string, Part]> = [
    ['/remotes/public-site', 'public-site'],
    ['/remotes/admin-panel', 'admin-panel'],
  ];
  for (const [prefix, part] of remotes) {
    const crossOrigin = (reply: FastifyReply) =>
      reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
    // Any stored release by its version: a folder that never changes, so every file in it (even
    // remoteEntry.js) may be cached for ever. Pages name these URLs (docs/decisions/001-releases.md).
    app.get(`${prefix}/v/:version/*`, async (request, reply) => {
      crossOrigin(reply);
      const { version } = request.params as { version: string };
      if (!releases.store.has(part, version))
        return reply.code(404).type('application/json').send({ message: 'File not found' });
      const rest = (request.url.split('?')[0] ?? '').slice(`${prefix}/v/${version}`.length);
      const found = await existingFile(releases.store.releaseDir(part, version), rest);
      if (!found || rest === `/${RELEASE_FILE}`)
        return reply.code(404).type('application/json').send({ message: 'File not found' });
      return sendStaticFile(request, reply, found.full, found.stat, IMMUTABLE);
    });
    // The unversioned path: this browser's release (live, or its canary), for shells and service
    // workers that cached a config from before the release store, and for the folder without one.
    app.get(`${prefix}/*`, async (request, reply) => {
      crossOrigin(reply);
      const served = (await servedParts(ctx, request))[part];
      // The raw (still percent-encoded) path, decoded exactly once by existingFile.
      const found = await existingFile(served.dir, (request.url.split('?')[0] ?? '').slice(prefix.length));
      if (!found) return reply.code(404).type('application/json').send({ message: 'File not found' });
      return sendStaticFile(request, reply, found.full, found.stat);
    });
  }

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesConfig(await servedConfig(ctx, request, reply));
  });

  // The logo and icons the owner uploaded take the place of the build's (decision 021).
  const siteIcon = createSiteIconSource(ctx.database.db);
  const iconNames = new Set<string>(SITE_ICON_FILES.map((n) => `/${n}`));

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const icon = iconNames.has(pathname) ? await siteIcon(lastSegment) : undefined;
    if (icon) return sendSiteIcon(request, reply, icon);
    const found = lastSegment && lastSegment !== 'index.html' ? await shellFile(ctx, request, pathname) : undefined;
    if (found) return sendStaticFile(request, reply, found.full, found.stat);
    // A missing file (has an extension) is a plain 404; anything else is a client route.
    if (/\.[A-Za-z0-9]{1,8}$/.test(lastSegment) && lastSegment !== 'index.html') {
      return reply.code(404).send({ message: 'File not found' });
    }
    const elsewhere = adminHostRedirect(ctx.config, request, pathname);
    if (elsewhere) return reply.header('Cache-Control', 'no-cache').redirect(elsewhere.location, elsewhere.status);
    // The language switch's link: remember the choice, then the clean address (decision 026). A
    // redirect for one browser (it sets this browser's cookie): kept by no cache.
    // The admin login's "Read in English" link before the panel runs: remember it for this browser (decision 026 §8).
    const adminChoice = adminLanguageChoice(request.url);
    if (adminChoice) {
      if (adminChoice.language) setAdminLanguageCookie(reply, adminChoice.language, cookieSecure(ctx.config, request));
      return reply.header('Cache-Control', 'no-store').redirect(adminChoice.location, 303);
    }
    const choice = languageChoice(request.url);
    if (choice) {
      if (choice.language) setLanguageCookie(reply, choice.language, cookieSecure(ctx.config, request));
      return reply.header('Cache-Control', 'no-store').redirect(choice.location, 303);
    }
    const moved = redirectFor(request.url);
    if (moved) return reply.header('Cache-Control', 'public, max-age=86400').redirect(moved, 301);
    return sendIndex(
      ctx,
      request,
      reply,
      (await isPageNow(ctx, pathname)) ? 200 : 404,
      await sentFormPage(ctx, request),
    );
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * An uploaded icon at its fixed root name: revalidated on every use (no-cache + ETag), since the
 * name stays when the owner uploads another; the pages name it with `?v=` as well.
 */
function sendSiteIcon(request: FastifyRequest, reply: FastifyReply, icon: StoredIcon) {
  reply.header('Cache-Control', 'no-cache').header('ETag', icon.etag).header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
  return reply.type(icon.contentType).send(icon.data);
}

/**
 * A file of the shell (served at the site root): from this browser's shell release, else from the
 * live one — a page loaded just before a switch still finds its content-hashed scripts.
 */
async function shellFile(ctx: AppContext, request: FastifyRequest, pathname: string): Promise<FoundFile | undefined> {
  const served = (await servedParts(ctx, request)).shell;
  const found = await existingFile(served.dir, pathname);
  if (found || served.as === 'live' || served.as === 'folder') return found;
  return existingFile(ctx.releases.choose('shell', undefined).dir, pathname);
}
