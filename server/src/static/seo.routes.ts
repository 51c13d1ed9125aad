import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTES } from '@dds/shared/src/routes';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt and sitemap.xml, generated from the shared route table so they never drift. */
export function registerSeoRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const urls = Object.values(PUBLIC_ROUTES)
      .map((r) => `  <url><loc>${escapeXml(origin + r.link)}</loc></url>`)
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
