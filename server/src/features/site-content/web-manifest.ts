import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_INSTITUTE_NAME, type SiteContent } from '@dds/shared/src/schemas/site-settings';
import { siteIconUrl } from '@dds/shared/src/schemas/site-images';
import { resolveSiteText } from '@dds/shared/src/schemas/site-text';
import type { AppContext } from '../../app-context';

/** The brand red of the header and the browser's toolbar (shell/public/index.html's theme-color). */
export const THEME_COLOR = '#b91c1c';
/** The pages' cream ground: the splash screen Android shows while the site starts from the home screen. */
export const BACKGROUND_COLOR = '#fffbf5';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** Home screens show about 12 characters under an icon: a longer name gives its first word ("DDS Group of Institutions" → "DDS"). */
function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0]!;
  return first.length <= 12 ? first : first.slice(0, 12);
}

/**
 * The web app manifest (W3C Web Application Manifest; docs/decisions/021-site-text.md, "Second
 * part"): the name Settings holds, the home page's description as the owner wrote it, the icons
 * the owner uploaded (or the build's) with the tag that changes on upload, the theme's colours.
 * `display: standalone`: the site has its own navigation, and standalone is the one mode every
 * installing browser honours (iOS treats minimal-ui as a browser tab).
 */
export function webManifest(content: Pick<SiteContent, 'settings' | 'texts' | 'images'>) {
  const name = content.settings.instituteName || DEFAULT_INSTITUTE_NAME;
  const iconTag = content.images?.favicon ?? content.images?.logo;
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: resolveSiteText(content.texts).home.seo.description,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: siteIconUrl('icon-192.png', iconTag), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: siteIconUrl('icon-512.png', iconTag), sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}

/**
 * GET /manifest.webmanifest, made from the site content on each request (a cached object per
 * content version): `application/manifest+json`, revalidated on every use with an ETag, since its
 * name never changes while the institute's name and icons can.
 */
export function registerWebManifestRoute(app: FastifyInstance, ctx: AppContext) {
  let cached: { version: number; body: string; etag: string } | undefined;
  app.get(WEB_MANIFEST_PATH, async (request, reply) => {
    const content = await ctx.siteContent();
    if (cached?.version !== content.version) {
      const body = JSON.stringify(webManifest(content));
      cached = {
        version: content.version,
        body,
        etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      };
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', cached.etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(cached.body);
  });
}
