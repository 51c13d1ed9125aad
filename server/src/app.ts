import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { registerCountsAndHealth } from './features/admin/counts.routes';
import { registerAdmissionRoutes } from './features/admissions/admission.routes';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { registerCertificateRoutes } from './features/certificates/certificate.routes';
import { registerDonationRoutes } from './features/donations/donation.routes';
import { registerInquiryRoutes } from './features/inquiries/inquiry.routes';
import { HttpError } from './lib/http-error';
import { helmetOptions } from './security/helmet-options';
import { RATE_LIMITED_MESSAGE } from './security/rate-limits';
import { registerSeoRoutes } from './static/seo.routes';
import { registerStaticRoutes } from './static/static.routes';
import { createDiskStorage, type FileStorage } from './storage/file-storage';

export interface AppDeps {
  /** An already-migrated database (tests pass one per dialect); otherwise one is opened from config. */
  database?: Database;
  storage?: FileStorage;
  /** Sees every route as it is registered (the route-guard test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Messages for framework errors, so callers never see internals. */
function publicMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (or multipart/form-data for file uploads)';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Send this form as multipart/form-data';
  }
  if (error instanceof SyntaxError) return 'The request body is not valid JSON';
  if (status === 413) return 'Request is too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 429) return RATE_LIMITED_MESSAGE;
  if (status === 404) return 'Not found';
  return 'Invalid request';
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024, // JSON forms are small; uploads go through multipart limits instead
  });
  const database = deps.database ?? createDatabase(config);
  const storage = deps.storage ?? createDiskStorage(config.dataDir);
  const ctx: AppContext = { config, database, storage };
  if (!deps.database) app.addHook('onClose', async () => database.close());

  app.decorateRequest('admin', null);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    let message: string;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on our side. Please try again later.';
    } else if (error instanceof HttpError || status === 429) {
      message = error.message || publicMessage(error, status);
    } else {
      message = publicMessage(error, status);
    }
    const isInquiry = request.routeOptions.url === API_PATHS.inquiry;
    return reply.code(status).type('application/json').send(isInquiry ? { success: false, message } : { message });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: 'Not found' }));

  await app.register(fastifyHelmet, helmetOptions(config));
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMITED_MESSAGE),
  });

  registerAuthRoutes(app, ctx);
  registerInquiryRoutes(app, ctx);
  registerAdmissionRoutes(app, ctx);
  registerDonationRoutes(app, ctx);
  registerCertificateRoutes(app, ctx);
  registerCountsAndHealth(app, ctx);

  // Anything else under /api is a JSON 404, never the shell's HTML.
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  app.all('/api', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));

  registerSeoRoutes(app);
  registerStaticRoutes(app, config);
  return app;
}
