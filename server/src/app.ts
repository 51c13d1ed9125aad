import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_PATHS } from '@dds/shared/src/api/paths';
import type { AppContext } from './app-context';
import { ReleaseServing } from './releases/release-serving';
import { registerReleaseRoutes } from './features/releases/releases.routes';
import { stopRenderWorker } from './static/render-module';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { registerCountsAndHealth } from './features/admin/counts.routes';
import { registerQueueRoute } from './features/admin/queue.routes';
import { registerLeadsRoutes } from './features/leads/leads.routes';
import { registerAdmissionRoutes } from './features/admissions/admission.routes';
import { registerAccountRoutes } from './features/account/account.routes';
import { registerActivityRoutes } from './features/activity/activity.routes';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { registerLoginPageRoutes } from './features/auth/login-page.routes';
import { registerCertificateRoutes } from './features/certificates/certificate.routes';
import { registerCourseRoutes } from './features/courses/course.routes';
import { registerDonationRoutes } from './features/donations/donation.routes';
import { registerUnsubscribeRoutes } from './features/visitor-mail/unsubscribe.routes';
import { registerGalleryRoutes } from './features/gallery/gallery.routes';
import { registerMediaRoutes } from './features/gallery/media.routes';
import { registerInquiryRoutes } from './features/inquiries/inquiry.routes';
import { createNotifications } from './features/notifications/notifications';
import { registerPageFormRoutes } from './features/page-forms/page-form.routes';
import { registerPasswordResetRoutes } from './features/owner/password-reset.routes';
import { registerMailTestRoute } from './features/notifications/mail-test.routes';
import { registerBackupRoutes } from './features/owner/backup.routes';
import { registerSetupRoutes } from './features/owner/setup.routes';
import { registerResourceRoutes } from './features/resources/resource.routes';
import { resourceTables } from './features/resources/resource-tables';
import { registerPeopleRoutes } from './features/people/people.routes';
import { registerUserRoutes } from './features/users/users.routes';
import { createSiteContentSource } from './features/site-content/site-content';
import { registerSettingsRoutes } from './features/site-content/settings.routes';
import { registerSiteIconRoutes } from './features/site-content/site-icons.routes';
import { registerSiteTextRoutes } from './features/site-content/site-text.routes';
import { registerWebManifestRoute } from './features/site-content/web-manifest';
import { HttpError } from './lib/http-error';
import { allowedOrigins } from './security/allowed-origins';
import { helmetOptions } from './security/helmet-options';
import { registerSecurityHeaders } from './security/security-headers';
import { RequestLogController, requestLogSerializer } from './security/log-redaction';
import { RATE_LIMITED_MESSAGE, rateLimitedMessage } from './security/rate-limits';
import { registerNoStore } from './security/no-store';
import { registerProxyHint } from './security/proxy-hint';
import { registerSlowClientLimits, slowClientServerOptions } from './security/slow-clients';
import { registerTransferEncodingGuard } from './security/transfer-encoding';
import { fastifyTrustProxy } from './security/trust-proxy';
import { registerAdminHostHeaders } from './static/admin-host';
import { registerSeoRoutes } from './static/seo.routes';
import { registerStaticRoutes } from './static/static.routes';
import { openCounters } from './shared-counters/counters';
import { createDiskStorage, type FileStorage } from './storage/file-storage';
import { createMediaStore } from './storage/media-store';

export interface AppDeps {
  /** An already-migrated database (tests pass one per dialect); otherwise one is opened from config. */
  database?: Database;
  storage?: FileStorage;
  /** Sees every route as it is registered (the route-guard test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
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
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestLogSerializer },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024, // JSON forms are small; uploads go through multipart limits instead
    // While stopping, a request that still reaches us on an open connection is served (with
    // `Connection: close`), not answered 503: the database stays open until the drain ends.
    return503OnClosing: false,
    ...slowClientServerOptions(config),
  });
  // The first hook of all: a request whose body cannot be framed never reaches a plugin.
  registerTransferEncodingGuard(app);
  // First, so that a REDIS_URL that cannot be reached stops the start before anything is opened.
  const counters = await openCounters(config, app.log);
  app.addHook('onClose', async () => counters.close());
  const database = deps.database ?? createDatabase(config);
  const storage = deps.storage ?? createDiskStorage(config.dataDir);
  const notifications = createNotifications(config, database.db, app.log);
  const releases = new ReleaseServing(config);
  const ctx: AppContext = {
    config,
    database,
    storage,
    loginCounters: counters.login,
    siteContent: createSiteContentSource(database.db, config.publicOrigin),
    notifications,
    releases,
  };
  if (!deps.database) app.addHook('onClose', async () => database.close());
  app.addHook('onClose', async () => stopRenderWorker());
  // The outbox worker starts with the app and stops before anything closes (preClose runs before
  // every onClose hook, and main.ts closes the database in one).
  app.addHook('onReady', async () => notifications.start());
  app.addHook('preClose', async () => notifications.stop());

  app.decorateRequest('admin', null);
  app.decorate('allowedOrigins', allowedOrigins(config));
  registerNoStore(app);
  registerProxyHint(app, config);
  registerSlowClientLimits(app, config);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    let message: string;
    if (error instanceof HttpError && status >= 500) {
      // A deliberate refusal (sign-in busy or unavailable, with Retry-After): its message is for the
      // visitor, and a flood of them is not a flood of failures in the log.
      message = error.message;
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on our side. Please try again later.';
    } else if (error instanceof HttpError || status === 429) {
      message = error.message || publicMessage(error, status);
    } else {
      message = publicMessage(error, status);
    }
    const isInquiry = request.routeOptions.url === API_PATHS.inquiry;
    const fieldErrors = error instanceof HttpError && error.fieldErrors ? { fieldErrors: error.fieldErrors } : {};
    const details = error instanceof HttpError ? error.details : undefined;
    return reply
      .code(status)
      .type('application/json')
      .send(isInquiry ? { success: false, message } : { message, ...fieldErrors, ...details });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: 'Not found' }));

  registerSecurityHeaders(app, helmetOptions(config));
  registerAdminHostHeaders(app, config);
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(fastifyRateLimit, {
    global: false,
    store: counters.rateLimitStore,
    errorResponseBuilder: (_request, context) => new HttpError(429, rateLimitedMessage(context.ttl)),
  });

  registerAuthRoutes(app, ctx);
  registerSetupRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerInquiryRoutes(app, ctx);
  registerAdmissionRoutes(app, ctx);
  registerDonationRoutes(app, ctx);
  registerCertificateRoutes(app, ctx);
  // Every list's generic routes (list, export, record, PATCH, bulk, Trash), from the one map of the lists.
  for (const rt of resourceTables()) registerResourceRoutes(app, ctx, rt);
  registerCountsAndHealth(app, ctx);
  registerMailTestRoute(app, ctx);
  registerBackupRoutes(app, ctx);
  registerQueueRoute(app, ctx);
  registerLeadsRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerSiteTextRoutes(app, ctx);
  registerWebManifestRoute(app, ctx);
  registerSiteIconRoutes(app, ctx);
  registerCourseRoutes(app, ctx);
  const media = createMediaStore(config.dataDir);
  registerGalleryRoutes(app, ctx, media);
  registerPeopleRoutes(app, ctx, media);
  registerMediaRoutes(app, media);

  // Anything else under /api is a JSON 404, never the shell's HTML.
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  app.all('/api', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));

  registerUnsubscribeRoutes(app, ctx);
  registerReleaseRoutes(app, ctx);
  registerPageFormRoutes(app, ctx);
  registerLoginPageRoutes(app, ctx);
  registerSeoRoutes(app, config, ctx.siteContent);
  registerStaticRoutes(app, ctx);
  return app;
}
