import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTES } from '@dds/shared/src/routes';
import { languagePath } from '@dds/shared/src/language-paths';
import { SITE_LANGUAGES } from '@dds/shared/src/schemas/language';
import { coursePath } from '@dds/shared/src/schemas/course';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import type { Config } from '../config';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * The absolute origin for links in robots.txt and sitemap.xml: PUBLIC_ORIGIN, else the request's
 * Host only when it is this machine (local use). Any other Host could be forged and would then sit
 * in a publicly cached answer, so without PUBLIC_ORIGIN there is no absolute link at all.
 */
function linkOrigin(config: Config, request: FastifyRequest): string | undefined {
  if (config.publicOrigin) return config.publicOrigin;
  return LOCAL_HOST.test(request.host) ? `${request.protocol}://${request.host.toLowerCase()}` : undefined;
}

/** robots.txt and sitemap.xml, generated from the shared route table so they never drift. */
export function registerSeoRoutes(app: FastifyInstance, config: Config, siteContent?: () => Promise<SiteContent>) {
  // Host-derived answers differ per request: only PUBLIC_ORIGIN answers may be cached publicly.
  const cacheControl = config.publicOrigin ? 'public, max-age=3600' : 'no-cache';

  app.get('/robots.txt', async (request, reply) => {
    const origin = linkOrigin(config, request);
    reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheControl);
    const sitemap = origin ? `\nSitemap: ${origin}/sitemap.xml\n` : '';
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n${sitemap}`;
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = linkOrigin(config, request);
    reply.header('Cache-Control', cacheControl);
    // A sitemap must hold absolute URLs; without a trustworthy origin there is none to give.
    if (!origin) return reply.code(404).send({ message: 'Not found: set PUBLIC_ORIGIN to publish sitemap.xml' });
    // The pages of the routes and, courses being data, the page of every visible course — each by
    // its canonical spelling, the one its page's <link rel="canonical"> names (canonicalPath).
    const courses = siteContent ? (await siteContent()).courses.filter((c) => c.visible) : [];
    const paths = [...Object.values(PUBLIC_ROUTES).map((r) => r.path), ...courses.map((c) => coursePath(c.slug))];
    // Each page in both languages (decision 026), each entry naming its alternates as the page's
    // own hreflang links do (x-default: English).
    const alternates = (link: string) =>
      [...SITE_LANGUAGES.map((lang) => [lang, languagePath(lang, link)]), ['x-default', link]]
        .map(
          ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href)}"/>`,
        )
        .join('\n');
    const urls = SITE_LANGUAGES.flatMap((lang) =>
      paths.map(
        (link) => `  <url><loc>${escapeXml(origin + languagePath(lang, link))}</loc>\n${alternates(link)}\n  </url>`,
      ),
    ).join('\n');
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  });
}
