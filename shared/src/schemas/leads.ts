import { z } from 'zod';
import { requiredMultilineText, requiredText } from './common';

/** The admin routes of decision 024 (follow-ups, reply templates, reports). */
export const LEADS_PATHS = {
  assignees: '/api/admin/assignees',
  replyTemplates: '/api/admin/reply-templates',
  reports: '/api/admin/reports',
} as const;

/** At most this many reply templates: a short list the office picks from on a phone. */
export const MAX_REPLY_TEMPLATES = 12;

export const replyTemplateSchema = z.object({
  title: requiredText('Template name', 60),
  body: requiredMultilineText('Template message', 1000),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** PUT /api/admin/reply-templates: the whole list, in order (it is short, and one save is one history line). */
export const replyTemplatesSchema = z.object({
  items: z.array(replyTemplateSchema).max(MAX_REPLY_TEMPLATES, `At most ${MAX_REPLY_TEMPLATES} templates`),
});

/** What a template may say in braces, filled in from the record and the settings. */
export const REPLY_PLACEHOLDERS = ['name', 'course', 'institute'] as const;

/** A template's words for one record: `{name}` etc. replaced; an unknown `{word}` is left as typed. */
export function fillTemplate(
  body: string,
  values: Partial<Record<(typeof REPLY_PLACEHOLDERS)[number], string>>,
): string {
  return body.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values && values[key as keyof typeof values] ? values[key as keyof typeof values]! : whole,
  );
}

/** `https://wa.me/<digits>?text=…`: WhatsApp's documented click-to-chat link (country code, no plus). */
export const whatsAppLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** GET /api/admin/reports?from=YYYY-MM&to=YYYY-MM (India months, inclusive; at most 24). */
export const reportQuerySchema = z
  .object({
    from: z.string().regex(MONTH, 'from must be a month written YYYY-MM').optional(),
    to: z.string().regex(MONTH, 'to must be a month written YYYY-MM').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, 'from must not be after to');
export const MAX_REPORT_MONTHS = 24;

export interface ReportAnswer {
  /** Every month of the range, oldest first (YYYY-MM, India time). */
  months: string[];
  /** Inquiries and admissions received per course and month (only pairs with some). */
  courses: { month: string; course: string; inquiries: number; admissions: number }[];
  /** Per month of the inquiry: how many, and how many were followed by an admission with the same phone or e-mail. */
  conversion: { month: string; inquiries: number; converted: number }[];
  /** Donations marked verified, by the month received: how many and their amounts in rupees. */
  donations: { month: string; verified: number; amount: number }[];
}
