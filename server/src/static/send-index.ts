import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminPath } from '@dds/shared/src/routes';
import type { AppContext } from '../app-context';
import { MESSAGES } from '@dds/shared/src/messages';
import { takeLoginNotice } from '../features/auth/login-notice';
import { compressedHtml } from './compressed-html';
import { readTextWhenChanged } from './file-when-changed';
import { manifestFile, remotesConfig, renderIndexHtml, type IndexRequest } from './index-html';
import { keptIndexAnswer, pageToken } from './kept-index-answers';
import { pageVariant } from './page-variants';
import { pathLanguage } from '@dds/shared/src/language-paths';
import { notFoundPage, prerenderKey } from './prerendered-page';
import { cachedPublicPage } from './render-module';
import { acceptedEncodings } from './send-static-file';
import { tryBannerHtml } from '../features/releases/release-try';
import { hasAdminSession, servedParts } from './served-releases';
import { ownerSetupNeeded } from '../features/owner/setup-needed';
import { ADMIN_LANGUAGE_COOKIE } from '@dds/shared/src/i18n/admin-login-text';
import { readCookie } from '../security/cookies';
import { rememberedAdminLanguage, type AdminLoginPage } from './admin-login-page';

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>DDS</title><p>The site is not built yet. Run <code>pnpm build</code>, then reload.</p>';

/**
 * Page-specific parts of an index.html answer rendered for one request (never cached by the
 * browser). `shared`: it holds nothing of this visitor, so its compressed bytes may be kept.
 */
export type RequestPage = Pick<IndexRequest, 'page' | 'submittedForm' | 'adminLogin' | 'loginNotice'> & {
  shared?: boolean;
};

/**
 * The shell's index.html for a client route, with the public page rendered with the current site
 * content (cached per release and content version; the build's prerendered page if the release has
 * no render module), or a page rendered for this request. The shell's file is read again whenever
 * it changes on disk, so a redeployed shell is live on the next load.
 */
export async function sendIndex(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  asked?: RequestPage,
) {
  // The releases this browser gets (live, its canary cohort's, or an admin's tried one).
  const served = await servedParts(ctx, request, reply);
  const config = ctx.releases.configFor(ctx.config, served);
  const indexFile = path.join(config.shellDist, 'index.html');
  const template = readTextWhenChanged(indexFile);
  const pathname = request.url.split('?')[0] ?? '/';
  const admin = isAdminPath(pathname);
  // The page a plain-form login lands on says so once (login-notice.ts): rendered for this request.
  const forRequest =
    asked ?? (admin && takeLoginNotice(config, request, reply) ? { loginNotice: MESSAGES.loginSuccess } : undefined);
  reply.code(status).header('X-Content-Type-Options', 'nosniff');
  // A page rendered for one request may hold what the visitor typed, a preview one admin's
  // releases: no cache keeps either.
  const previewing = Object.values(served).some((part) => part.as === 'try');
  reply.header('Cache-Control', forRequest || previewing ? 'no-store' : 'no-cache');
  if (template === undefined)
    return reply
      .code(status === 200 ? 503 : status)
      .type('text/html')
      .send(NOT_BUILT_HTML);
  const notFound = status === 404;
  const content = admin ? undefined : await ctx.siteContent();
  let page = forRequest?.page;
  if (content && !page) {
    // Unknown paths: every one shows the same not-found page (in the language of its address).
    const missing = notFoundPage(pathLanguage(pathname));
    const key = notFound ? missing.key : prerenderKey(pathname) + pageVariant(pathname, request.query, content);
    page = await cachedPublicPage(config, key, notFound ? missing.renderPath : key, content).catch((error: unknown) => {
      request.log.error({ err: error }, 'rendering the public page failed; sending the prerendered one');
      return undefined;
    });
  }
  // Without a session an /admin page is its login screen, painted before any JavaScript (decision 032).
  // On a new site (no admin yet) that screen is "Create the owner account" (decision 022).
  const anonymousLogin = async (): Promise<AdminLoginPage> =>
    (await ownerSetupNeeded(ctx.database.db))
      ? { setupNeeded: true }
      : { language: rememberedAdminLanguage(readCookie(request, ADMIN_LANGUAGE_COOKIE)) };
  const adminLogin = admin
    ? (forRequest?.adminLogin ?? ((await hasAdminSession(ctx, request)) ? undefined : await anonymousLogin()))
    : undefined;
  // No session after all (it expired within the minute): the login screen, without the message.
  const loginNotice = adminLogin ? undefined : forRequest?.loginNotice;
  const build = () =>
    renderIndexHtml(config, template.text, {
      pathname,
      admin,
      notFound,
      content,
      ...forRequest,
      page,
      adminLogin,
      loginNotice,
    });
  // The same for every visitor: built once and kept (kept-index-answers.ts). A public page without
  // a rendered page (its render failed just now) is rebuilt per request rather than kept that way.
  const sameForEveryone = !forRequest && (admin || page !== undefined);
  const rendered = sameForEveryone
    ? await keptIndexAnswer(
        JSON.stringify([
          template.version,
          manifestFile(config, admin)?.version,
          remotesConfig(config),
          // An /admin page's login form posts back to its own path; a public page is its rendered page.
          admin ? pathname : notFound,
          // The same template answers both languages: <html lang> and the not-found page differ.
          pathLanguage(pathname),
          content?.version,
          pageToken(page),
          adminLogin ? (adminLogin.setupNeeded ? 'setup' : (adminLogin.language ?? true)) : false,
        ]),
        build,
      )
    : await build();
  // An admin trying other releases in this browser sees so on every page, with the way back.
  const banner = tryBannerHtml(served, pathname);
  const { html, etag } = banner ? withBanner(rendered, banner) : rendered;
  // An /admin page differs with the session cookie (login screen or not).
  // So does any page while a canary runs or a preview is on (which releases it names).
  const byCookie = admin || previewing || ctx.releases.anyCanary();
  reply.header('Vary', byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding').type('text/html; charset=utf-8');
  const encodings = acceptedEncodings(request);
  if (forRequest && !forRequest.shared) {
    // Compressed for this answer only (fast gzip), never kept: it is one visitor's page.
    if (!encodings.some((e) => e.name === 'gzip')) return reply.send(html);
    return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  }
  const encoding = encodings[0]?.name;
  if (!forRequest) {
    reply.header('ETag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(compressedHtml(html, etag, encoding));
}

function withBanner(page: { html: string; etag: string }, banner: string): { html: string; etag: string } {
  return { html: page.html.replace(/<body([^>]*)>/, (body) => body + banner), etag: page.etag.replace(/"$/, '-try"') };
}
