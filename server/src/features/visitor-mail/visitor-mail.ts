import { resolveSiteText, type ContentLanguage } from '@dds/shared/src/schemas/site-text';
import { DEFAULT_SITE_LANGUAGE, isSiteLanguage } from '@dds/shared/src/schemas/language';
import type { Db } from '../../db/database';
import {
  multiLine,
  oneLine,
  outboxMessageId,
  replyAddress,
  type NotificationMail,
} from '../notifications/notification-mail';
import type { ClaimedRow } from '../notifications/outbox.repository';
import { readSettings } from '../site-content/settings.repository';
import { readSiteTextOverrides } from '../site-content/site-text.repository';
import { receiptPdf, rupees } from './receipt-pdf';
import { isSuppressed } from './suppressions.repository';
import { unsubscribeUrl } from './unsubscribe-token';
import { VISITOR_MAIL_LABELS } from './visitor-mail-labels';

/** The mails a visitor gets; each is an outbox kind, sent by the same worker as the institute's. */
export const VISITOR_MAIL_KINDS = ['inquiry-ack', 'admission-ack', 'donation-thanks', 'donation-receipt'] as const;
export type VisitorMailKind = (typeof VISITOR_MAIL_KINDS)[number];
export const isVisitorMailKind = (kind: string): kind is VisitorMailKind =>
  (VISITOR_MAIL_KINDS as readonly string[]).includes(kind);

/** What the outbox row holds for a visitor mail, written in the submission's (or verification's) transaction. */
export interface VisitorMailPayload {
  to: string;
  name: string;
  /** The site's language the visitor used ('en', 'hi'): the mail's words follow it; anything else is English. */
  language: string;
  course?: string;
  /** An inquiry about a project (the business form), not a course: its own words. */
  business?: boolean;
  /** The receipt as issued at verification: it does not change if the donation is edited later. */
  receipt?: { receiptNo: string; amount: number; upiReference: string | null; receivedAt: string; issuedAt: string };
}

export interface VisitorMailSettings {
  /** The sending address (the SMTP login or NOTIFY_EMAIL); the display name is the institute's. */
  fromAddress: string;
  /** PUBLIC_ORIGIN: the unsubscribe link's host. */
  publicOrigin: string;
  secret: string;
  messageIdHost: string;
}

const TEXT_KEY: Record<VisitorMailKind, 'inquiry' | 'admission' | 'donationThanks' | 'receipt'> = {
  'inquiry-ack': 'inquiry',
  'admission-ack': 'admission',
  'donation-thanks': 'donationThanks',
  'donation-receipt': 'receipt',
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(name|course|amount|receipt)\}/g, (m, key: string) => values[key] ?? m);

/** A display name for From: quotes and backslashes out (nodemailer encodes the rest). */
const displayName = (name: string) => oneLine(name).replace(/["\\]/g, '').slice(0, 80) || 'DDS';

/**
 * The e-mail to a visitor, in their language, with the owner's words (Site text › E-mails to
 * visitors) and the institute's contact details from Settings, as they are when it is sent. Plain
 * text, like the institute's mails. Answers `skip` (and no mail) for an address that unsubscribed
 * or bounced, or that is not one plain valid address.
 */
export async function composeVisitorMail(
  db: Db,
  row: Pick<ClaimedRow, 'id' | 'kind' | 'payload' | 'createdAt'>,
  settings: VisitorMailSettings,
): Promise<NotificationMail | { skip: string }> {
  const kind = row.kind as VisitorMailKind;
  const p = row.payload as Partial<VisitorMailPayload>;
  const to = replyAddress(p.to);
  if (!to) return { skip: 'not a valid e-mail address' };
  if (await isSuppressed(db, to)) return { skip: 'the address unsubscribed or bounced' };

  // Any language the site has, even one whose shipped catalogue has not landed yet: the owner's
  // words in it (content_blocks) are used, and each text missing in it falls back to English.
  const language = isSiteLanguage(p.language) ? p.language : DEFAULT_SITE_LANGUAGE;
  const label = VISITOR_MAIL_LABELS[language];
  const [site, overrides] = await Promise.all([readSettings(db), readSiteTextOverrides(db)]);
  const texts = resolveSiteText(overrides, language as ContentLanguage).emails;
  const words = kind === 'inquiry-ack' && p.business ? texts.businessInquiry : texts[TEXT_KEY[kind]];
  const values: Record<string, string> = {
    name: oneLine(p.name) || label.friend,
    course: oneLine(p.course) || label.yourCourse,
    ...(p.receipt ? { amount: `₹${p.receipt.amount.toLocaleString('en-IN')}`, receipt: p.receipt.receiptNo } : {}),
  };
  const institute = oneLine(site.instituteName) || 'DDS';
  const unsubscribe = unsubscribeUrl(settings.publicOrigin, settings.secret, to);

  const lines = [fill(words.greeting, values), ''];
  for (const paragraph of words.paragraphs.map((t) => fill(t, values)).filter((t) => t.trim()))
    lines.push(paragraph, '');
  if (p.receipt) {
    lines.push(
      `${label.receiptNumber}: ${p.receipt.receiptNo}`,
      `${label.amount}: ${rupees(p.receipt.amount).replace('Rs. ', '₹')}`,
      `${label.upiReference}: ${p.receipt.upiReference || label.notRecorded}`,
      '',
    );
  }
  const contact = [
    site.phone && `${label.phone}: ${site.phone}`,
    site.whatsapp && `${label.whatsapp}: ${site.whatsapp}`,
    site.officeHours && `${label.officeHours}: ${oneLine(site.officeHours)}`,
    site.email && `${label.email}: ${site.email}`,
    multiLine(site.address) && `${label.address}: ${multiLine(site.address).replace(/\n/g, ', ')}`,
  ].filter((l): l is string => !!l);
  if (contact.length) lines.push(texts.common.contactHeading, ...contact, '');
  lines.push(texts.common.signOff, institute, settings.publicOrigin, '', '-- ', texts.common.unsubscribe, unsubscribe);

  const replyTo = replyAddress(site.email);
  return {
    from: `"${displayName(institute)}" <${settings.fromAddress}>`,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(fill(words.subject, values)).slice(0, 200),
    text: `${lines.join('\n')}\n`,
    messageId: outboxMessageId(row, settings),
    headers: {
      // RFC 3834: written by the site, not by a person; out-of-office replies must not answer it.
      'Auto-Submitted': 'auto-generated',
      // RFC 2369 + RFC 8058: the mail client's own "Unsubscribe" button, one POST, no page to visit.
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(p.receipt
      ? {
          attachments: [
            {
              filename: `receipt-${p.receipt.receiptNo.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`,
              contentType: 'application/pdf',
              content: receiptPdf({
                ...p.receipt,
                donorName: oneLine(p.name),
                donorEmail: to,
                institute: { name: institute, address: multiLine(site.address), phone: site.phone, email: site.email },
              }),
            },
          ],
        }
      : {}),
  };
}
