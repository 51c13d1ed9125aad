import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@dds/shared/src/api/paths';
import { MESSAGES } from '@dds/shared/src/messages';
import { TYPED_DATE_MESSAGE, typedDateToIso } from '@dds/shared/src/schemas/typed-date';
import {
  PAGE_FORM_FIELD,
  PAGE_FORMS,
  SENT_PARAM,
  isAdminPath,
  type PageFormName,
  type SubmittedForm,
} from '@dds/shared/src/routes';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { assertSameOrigin } from '../../security/origin-check';
import { sendIndex } from '../../static/send-index';
import { isClientRoute } from '../../static/static.routes';
import { PAGE_FORM_FIELDS, formAnswerPage, requiredPageFormFields, sharedAnswerPage } from './page-form-answer';
import { parseUrlEncoded } from '../../lib/url-encoded';
import { createKeyAllowance } from '../../lib/key-allowance';

/** Each page form is answered by the JSON endpoint the live app calls, so both keep one set of rules. */
const API_FOR: Record<PageFormName, string> = {
  inquiry: API_PATHS.inquiry,
  admission: API_PATHS.admission,
  certificate: API_PATHS.certificateLookup,
};
const EMPTY_FIELD_MESSAGE: Partial<Record<PageFormName, string>> = {
  inquiry: MESSAGES.inquiryEmptyField,
  admission: MESSAGES.admissionEmptyField,
};
const MAX_ECHOED_LENGTH = 5000;

type Fields = Record<string, string>;

/** The visitor's own values of the form's fields, to fill the form again after a refusal. */
function echoedValues(form: PageFormName, fields: Fields): Fields {
  const values: Fields = {};
  for (const key of PAGE_FORM_FIELDS[form]) {
    const value = fields[key];
    if (typeof value === 'string' && value.length <= MAX_ECHOED_LENGTH) values[key] = value;
  }
  return values;
}

/** docs/contract.md §5 in words for a refused or failed post, as the live app would have said it. */
function refusal(
  form: PageFormName,
  status: number,
  serverMessage: string | undefined,
): Pick<SubmittedForm, 'message' | 'detail'> {
  const refused = status >= 400 && status < 500 && serverMessage;
  if (form === 'inquiry') return { message: refused ? serverMessage : MESSAGES.inquiryFailure };
  if (form === 'admission') return { message: MESSAGES.admissionFailure, detail: refused ? serverMessage : undefined };
  return { message: refused ? serverMessage : 'We could not check right now. Please try again in a moment.' };
}

/**
 * Public forms posted as plain HTML to their own page — before the app has loaded on a slow
 * phone, or with JavaScript off. Nothing personal goes into a URL and nothing is lost: the post
 * is replayed to the JSON endpoint (same validation, rate limit and honeypot as the app's call),
 * a success redirects to `<page>?sent=<form>`, and anything else answers with the page showing
 * the message and the visitor's values.
 */
export function registerPageFormRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseUrlEncoded);

    // A page rendered for one visitor (with what they typed) costs a full render, 7-9 ms of CPU, and
    // refusals come before any rate limit: each address gets RATE_LIMIT_FORMS_PER_MIN of them a
    // minute, as many as an honest visitor can use. Past that it gets the same message from a page
    // rendered once and kept, without its values (docs/decisions/010-upload-limit-and-request-edges.md).
    const ownPages = createKeyAllowance(ctx.config.rateLimitFormsPerMin, 60_000);
    const answerPage = async (request: FastifyRequest, reply: FastifyReply, status: number, outcome: SubmittedForm) => {
      // A certificate's download link is the visitor's own; the lookup endpoint's rate limit bounds those.
      const own = outcome.certificate !== undefined || ownPages.take(request.ip);
      const page = own ? await formAnswerPage(ctx, request, outcome) : await sharedAnswerPage(ctx, request, outcome);
      return sendIndex(ctx, request, reply, status, page);
    };

    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
      const fields = (request.body ?? {}) as Fields;
      const form = PAGE_FORMS.find((f) => f === fields[PAGE_FORM_FIELD]) ?? 'inquiry';
      if (status >= 500) request.log.error({ err: error }, 'page form failed');
      const message =
        status === 403
          ? 'This form can only be sent from the DDS website.'
          : status === 413
            ? 'What you sent is too long.'
            : 'Your form could not be read. Please try again.';
      return answerPage(request, reply, status >= 500 ? 500 : status, {
        form,
        ok: false,
        message,
        values: echoedValues(form, fields),
      });
    });

    scope.post('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isClientRoute(pathname) || isAdminPath(pathname)) return reply.code(404).send({ message: 'Not found' });
      assertSameOrigin(request);
      const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Fields;
      const form = PAGE_FORMS.find((f) => f === fields[PAGE_FORM_FIELD]);
      if (!form) throw new HttpError(400, 'Unknown form');
      const values = echoedValues(form, fields);
      const emptyMessage = EMPTY_FIELD_MESSAGE[form];
      // A business inquiry (services pages) has no course to choose; every other field stays required.
      const business = form === 'inquiry' && fields.kind === 'business';
      const required = requiredPageFormFields(form, business);
      if (emptyMessage && required.some((key) => !values[key]?.trim())) {
        return answerPage(request, reply, 400, { form, ok: false, message: emptyMessage, values });
      }

      const { [PAGE_FORM_FIELD]: _form, ...payload } = fields;
      if (form === 'certificate') {
        // The lookup's date field is text written DD-MM-YYYY (typed-date.ts); the API keeps YYYY-MM-DD.
        const dob = typedDateToIso(payload.dob ?? '');
        if (!dob) return answerPage(request, reply, 400, { form, ok: false, message: TYPED_DATE_MESSAGE, values });
        payload.dob = dob;
      }
      const answer = await app.inject({
        method: 'POST',
        url: API_FOR[form],
        payload,
        remoteAddress: request.ip,
        headers: { 'content-type': 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
      });
      const body = answer.json() as { message?: string; found?: boolean; name?: string; downloadUrl?: string };
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));

      if (answer.statusCode === 200 && form !== 'certificate') {
        return reply.redirect(
          `${pathname}?${business ? 'kind=business&' : ''}${SENT_PARAM}=${form}#${form}-outcome`,
          303,
        );
      }
      if (answer.statusCode === 200 && body.found && body.name && body.downloadUrl) {
        return answerPage(request, reply, 200, {
          form,
          ok: true,
          message: `Certificate found for ${body.name}.`,
          certificate: { name: body.name, downloadUrl: body.downloadUrl },
        });
      }
      const outcome =
        answer.statusCode === 200
          ? { message: MESSAGES.certificateNoMatch }
          : refusal(form, answer.statusCode, body.message);
      return answerPage(request, reply, answer.statusCode === 200 ? 200 : answer.statusCode, {
        form,
        ok: false,
        ...outcome,
        values,
      });
    });
  });
}
