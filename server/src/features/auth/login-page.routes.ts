import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import { isAdminPath } from '@dds/shared/src/routes';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { assertSameOrigin } from '../../security/origin-check';
import { ADMIN_LANGUAGE_COOKIE } from '@dds/shared/src/i18n/admin-login-text';
import type { SiteLanguage } from '@dds/shared/src/schemas/language';
import { readCookie } from '../../security/cookies';
import { loginWords, rememberedAdminLanguage, type AdminLoginPage } from '../../static/admin-login-page';
import { sendIndex } from '../../static/send-index';
import { setLoginNotice } from './login-notice';
import { parseUrlEncoded } from '../../lib/url-encoded';

type Fields = Record<string, string>;

/**
 * The same words the panel's login form uses (admin-panel login-form.tsx), docs/contract.md §5 for bad
 * credentials, in the login screen's language (decision 026 §8). A wait or a busy server is the
 * login API's own sentence, in English (the panel's recogniser, not the server's, translates those).
 */
function refusalMessage(status: number, serverMessage: string | undefined, language?: SiteLanguage): string {
  if (status === 400 || status === 401) return language ? loginWords(language, 'login.failure') : MESSAGES.loginFailure;
  if ((status === 429 || status === 503) && serverMessage) return serverMessage;
  if (status === 403) return loginWords(language, 'login.otherSite');
  return loginWords(language, 'login.serverProblem');
}
const languageOf = (request: FastifyRequest) => rememberedAdminLanguage(readCookie(request, ADMIN_LANGUAGE_COOKIE));

const MAX_ECHOED_EMAIL = 320;

/**
 * The server's login screen (static/admin-login-page.ts) posted as a plain HTML form, i.e. before
 * the admin panel's JavaScript has loaded on a slow phone. The post is replayed to the login API —
 * the only place a session is made, with its throttle, audit and origin rules — and its cookies are
 * passed on: a success comes back to the asked-for /admin page (303), which then says 'Login
 * Successful' once (login-notice.ts), a refusal shows the login
 * again with the message and the email (never the password).
 */
export function registerLoginPageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseUrlEncoded);

    const loginPage = (request: FastifyRequest, reply: FastifyReply, status: number, page: AdminLoginPage) =>
      sendIndex(ctx, request, reply, status, { adminLogin: page });

    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'login form post failed');
      const language = languageOf(request);
      return loginPage(request, reply, status >= 500 ? 500 : status, {
        message: refusalMessage(status, undefined, language),
        language,
      });
    });

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/admin';
      if (!isAdminPath(pathname)) return reply.code(404).send({ message: 'Not found' });
      assertSameOrigin(request);
      const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Fields;
      const email = typeof fields.email === 'string' ? fields.email : '';
      const answer = await app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email, password: typeof fields.password === 'string' ? fields.password : '' },
        remoteAddress: request.ip,
        // The device cookie (trusted devices skip the throttle queue) goes with the login, as from the app.
        headers: {
          'content-type': 'application/json',
          'user-agent': request.headers['user-agent'] ?? '',
          cookie: request.headers.cookie ?? '',
        },
      });
      const setCookie = answer.headers['set-cookie'];
      if (setCookie !== undefined) reply.header('Set-Cookie', setCookie);
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
      if (answer.statusCode === 200) {
        setLoginNotice(ctx.config, request, reply);
        return reply.redirect(pathname, 303);
      }
      const body = (() => {
        try {
          return answer.json() as { message?: string };
        } catch {
          return {};
        }
      })();
      const echoed = email.length <= MAX_ECHOED_EMAIL ? email : '';
      const language = languageOf(request);
      return loginPage(request, reply, answer.statusCode, {
        message: refusalMessage(answer.statusCode, body.message, language),
        email: echoed,
        language,
      });
    };
    scope.post('/admin', handler);
    scope.post('/admin/*', handler);
  });
}
