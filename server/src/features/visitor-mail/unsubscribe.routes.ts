import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { suppress } from './suppressions.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page of its own, not the public app: it must work from a mail client with JavaScript off and
 * nothing else of the site loaded. Inline styles only (the page's CSP allows no inline script, and
 * none is used); the form posts back to the same URL.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | DDS</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#111827;line-height:1.5}
main{max-width:520px;margin:48px auto;padding:24px;background:#fff;border:1px solid #e5e7eb;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 12px}
p{margin:0 0 16px}
button{font:inherit;font-weight:700;min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
@media (max-width:560px){main{margin:16px;padding:20px}}
</style></head>
<body><main>${body}</main></body></html>`;
}

const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page(title, body));

const INVALID = [
  'This link does not work',
  '<h1>This link does not work</h1><p>The unsubscribe link is incomplete or was changed. Please open the link from the e-mail again, or reply to the e-mail and ask us to stop.</p>',
] as const;

/**
 * One-click unsubscribe (RFC 8058): `POST /unsubscribe?token=…` from the mail client's own button,
 * with no cookie, no JavaScript and any body (`List-Unsubscribe=One-Click`), answered 200; and the
 * same URL opened in a browser (GET) shows a page with a button that makes the same POST. GET never
 * unsubscribes: mail scanners and link previews open every link in a message.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext) {
  const secret = ctx.config.sessionSecret;
  void app.register(async (child) => {
    // Whatever the client sends (urlencoded, multipart or nothing) is read and ignored: the token
    // in the URL is the whole request. Bounded, so the route cannot be used to upload anything.
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );

    child.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = (request.query as Record<string, unknown>).token;
      const email = readUnsubscribeToken(secret, token);
      if (!email) return sendPage(reply, 400, ...INVALID);
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`;
      return sendPage(
        reply,
        200,
        'Stop e-mails from DDS',
        `<h1>Stop e-mails from DDS?</h1><p>We will send no more e-mails to <strong>${escapeHtml(email)}</strong>: no replies to forms and no receipts.</p>` +
          `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      );
    });

    child.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const email = readUnsubscribeToken(secret, (request.query as Record<string, unknown>).token);
      if (!email) return sendPage(reply, 400, ...INVALID);
      await suppress(ctx.database.db, email, 'unsubscribed');
      request.log.info('visitor mail: an address unsubscribed');
      return sendPage(
        reply,
        200,
        'You are unsubscribed',
        `<h1>You are unsubscribed</h1><p>We will send no more e-mails to <strong>${escapeHtml(email)}</strong>. If you write to us again, our office can still answer you by phone.</p><p><a href="/">Back to the DDS website</a></p>`,
      );
    });
  });
}
