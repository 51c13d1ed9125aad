import type { SiteLanguage } from '@dds/shared/src/schemas/language';

/**
 * The few fixed words of a visitor's e-mail that are not the owner's (Site text › E-mails to
 * visitors holds those): the labels of the institute's contact lines and the receipt's figures,
 * and the stand-ins for a missing name or course. Typed per language, so a language without all of
 * them fails `tsc`. The figures themselves (₹1,00,000, DDS/2026-27/0001) stay in Latin digits on
 * both, as Indian receipts print them (decision 026 §4).
 */
export interface VisitorMailLabels {
  friend: string;
  yourCourse: string;
  receiptNumber: string;
  amount: string;
  upiReference: string;
  notRecorded: string;
  phone: string;
  whatsapp: string;
  officeHours: string;
  email: string;
  address: string;
}

export const VISITOR_MAIL_LABELS: Record<SiteLanguage, VisitorMailLabels> = {
  en: {
    friend: 'friend',
    yourCourse: 'your course',
    receiptNumber: 'Receipt number',
    amount: 'Amount',
    upiReference: 'UPI reference',
    notRecorded: 'not recorded',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    officeHours: 'Office hours',
    email: 'E-mail',
    address: 'Address',
  },
  hi: {
    friend: 'मित्र',
    yourCourse: 'आपका कोर्स',
    receiptNumber: 'रसीद संख्या',
    amount: 'राशि',
    upiReference: 'यूपीआई संदर्भ (UPI reference)',
    notRecorded: 'दर्ज नहीं',
    phone: 'फ़ोन',
    whatsapp: 'व्हाट्सऐप',
    officeHours: 'कार्यालय का समय',
    email: 'ई-मेल',
    address: 'पता',
  },
};
