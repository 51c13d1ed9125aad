import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@dds/shared/src/messages';
import { admissionInputSchema } from '@dds/shared/src/schemas/admission';
import { certificateLookupSchema } from '@dds/shared/src/schemas/certificate';
import { inquiryInputFields } from '@dds/shared/src/schemas/inquiry';
import { acceptsBlank, typedFields } from '@dds/shared/src/schemas/submitted-fields';
import { SENT_PARAM, type PageFormName, type SubmittedForm } from '@dds/shared/src/routes';
import type { AppContext } from '../../app-context';
import { cachedPublicPage, renderPublicPage } from '../../static/render-module';
import { pageVariant } from '../../static/page-variants';
import { prerenderKey } from '../../static/prerendered-page';
import type { RequestPage } from '../../static/send-index';
import { servedConfig } from '../../static/served-releases';
import { INQUIRY_THANKS } from '../inquiries/inquiry.routes';
import { escapeHtml } from '../../lib/escape-html';

/** Each page form's fields, by the schema of the endpoint it is replayed to. */
const PAGE_FORM_SCHEMA_FIELDS = {
  inquiry: inquiryInputFields,
  admission: admissionInputSchema.shape,
  certificate: certificateLookupSchema.shape,
} satisfies Record<PageFormName, object>;

/**
 * The fields the visitor types into each page form, in the order a fallback page lists them: the
 * schema's, without those the page sets (hidden inputs, the honeypot), so a new field of the schema
 * is echoed back with no list to keep (docs/how-to-add.md).
 */
export const PAGE_FORM_FIELDS: Record<PageFormName, readonly string[]> = {
  inquiry: typedFields(PAGE_FORM_SCHEMA_FIELDS.inquiry),
  admission: typedFields(PAGE_FORM_SCHEMA_FIELDS.admission),
  certificate: typedFields(PAGE_FORM_SCHEMA_FIELDS.certificate),
};

/**
 * The typed fields a post may not leave blank: those whose own rule refuses '', and a student's
 * course (the inquiry schema's rule across fields: a business inquiry's topic is optional).
 */
export const requiredPageFormFields = (form: PageFormName, business: boolean): readonly string[] =>
  REQUIRED_FIELDS[form][business ? 'business' : 'student'];

function blankRefused(form: PageFormName, business: boolean): readonly string[] {
  const shape: Record<string, Parameters<typeof acceptsBlank>[0]> = PAGE_FORM_SCHEMA_FIELDS[form];
  return PAGE_FORM_FIELDS[form].filter(
    (key) => !acceptsBlank(shape[key]!) || (form === 'inquiry' && key === 'course' && !business),
  );
}
const bothKinds = (form: PageFormName) => ({ student: blankRefused(form, false), business: blankRefused(form, true) });
// Worked out once from the schemas (a zod parse per field), not on every post.
const REQUIRED_FIELDS: Record<PageFormName, Record<'student' | 'business', readonly string[]>> = {
  inquiry: bothKinds('inquiry'),
  admission: bothKinds('admission'),
  certificate: bothKinds('certificate'),
};

/** What a successful post of each storing form says (docs/contract.md §5: the server's message). */
const SUCCESS_MESSAGE: Partial<Record<PageFormName, string>> = {
  inquiry: INQUIRY_THANKS,
  admission: MESSAGES.admissionSuccessDefault,
};

/**
 * Used only when the public-site release has no server-render module (an old build, or a remote
 * deployed on another host): a plain page that still says what happened and shows what the
 * visitor sent, so nothing is lost even then.
 */
function fallbackPage(outcome: SubmittedForm, pathname: string): { head: string; body: string } {
  const sent = Object.entries(outcome.values ?? {})
    .map(([field, value]) => `<dt>${escapeHtml(field)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return {
    head: '<title>DDS</title>',
    body:
      `<main id="main" style="max-width:40rem;margin:0 auto;padding:32px 16px;font-size:1.05rem">` +
      `<p role="${outcome.ok ? 'status' : 'alert'}" style="font-weight:700">${escapeHtml(outcome.message)}</p>` +
      (outcome.detail ? `<p>${escapeHtml(outcome.detail)}</p>` : '') +
      (sent ? `<p>What you sent:</p><dl>${sent}</dl>` : '') +
      `<p><a href="${escapeHtml(pathname)}">Back to the form</a> · <a href="/">Home</a></p></main>`,
  };
}

/** The page (path and query as requested) rendered now, showing the outcome of a posted form. */
export async function formAnswerPage(
  ctx: AppContext,
  request: FastifyRequest,
  outcome: SubmittedForm,
): Promise<RequestPage> {
  const url = request.url;
  const content = await ctx.siteContent();
  // Rendered by the public-site release this browser gets (live, canary or tried).
  const rendered = await renderPublicPage(await servedConfig(ctx, request), url, {
    submittedForm: outcome,
    content,
  }).catch(() => undefined);
  const page = rendered ?? fallbackPage(outcome, url.split('?')[0] ?? '/');
  return { page, submittedForm: outcome };
}

/**
 * The page showing an outcome that holds nothing of the visitor (no values, no certificate link):
 * it depends only on the release, the content version, the page (and its known query variant) and
 * the outcome, so it is rendered once and kept with the public pages, and `shared` lets the answer
 * be compressed once too. Costs what a cached GET costs, however often it is asked for.
 */
export async function sharedAnswerPage(
  ctx: AppContext,
  request: FastifyRequest,
  outcome: SubmittedForm,
): Promise<RequestPage> {
  const pathname = request.url.split('?')[0] ?? '/';
  const shared: SubmittedForm = {
    form: outcome.form,
    ok: outcome.ok,
    message: outcome.message,
    ...(outcome.detail ? { detail: outcome.detail } : {}),
  };
  const content = await ctx.siteContent();
  const renderPath = prerenderKey(pathname) + pageVariant(pathname, request.query, content);
  const key = `${renderPath}#${JSON.stringify(shared)}`;
  const rendered = await cachedPublicPage(await servedConfig(ctx, request), key, renderPath, content, shared).catch(
    () => undefined,
  );
  return { page: rendered ?? fallbackPage(shared, pathname), submittedForm: shared, shared: true };
}

/**
 * GET <page>?sent=<form>: where a successful post redirects (so a reload does not send it again),
 * rendered with the form's success message. Undefined for every other request.
 */
export async function sentFormPage(ctx: AppContext, request: FastifyRequest): Promise<RequestPage | undefined> {
  const sent = (request.query as Record<string, unknown> | undefined)?.[SENT_PARAM];
  const message =
    typeof sent === 'string' && Object.hasOwn(SUCCESS_MESSAGE, sent)
      ? SUCCESS_MESSAGE[sent as PageFormName]
      : undefined;
  if (typeof message !== 'string') return undefined;
  return sharedAnswerPage(ctx, request, { form: sent as PageFormName, ok: true, message });
}
