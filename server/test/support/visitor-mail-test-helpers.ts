import { execFileSync, spawnSync } from 'node:child_process';
import { EMPTY_SITE_SETTINGS } from '@dds/shared/src/schemas/site-content-empty';
import type { Db } from '../../src/db/database';
import { saveSettings } from '../../src/features/site-content/settings.repository';
import type { ReceivedMail } from '../../src/features/notifications/smtp-test-server';

/** Test helpers for the visitor mail tests (not a test file itself). */

export const INSTITUTE = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS Institute',
  address: '12 Station Road\nSitapur, Uttar Pradesh 261001',
  phone: '+91 98765 43210',
  whatsapp: '+91 91234 56789',
  email: 'office@dds.example',
  officeHours: 'Mon–Sat, 9 am to 6 pm',
};

export const setInstituteDetails = (db: Db) => saveSettings(db, INSTITUTE);

/** The parts of a multipart message: headers (lower-cased names) and the decoded body. */
export function mimeParts(mail: ReceivedMail): Array<{ headers: Record<string, string>; body: Buffer }> {
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.header('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return mail.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      const headers = Object.fromEntries(
        part
          .slice(0, split)
          .replace(/\r\n(?=[ \t])/g, '')
          .trim()
          .split('\r\n')
          .map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const raw = part.slice(split + 4).replace(/\r\n$/, '');
      const encoding = headers['content-transfer-encoding'] ?? '';
      const body = /base64/i.test(encoding)
        ? Buffer.from(raw, 'base64')
        : /quoted-printable/i.test(encoding)
          ? Buffer.from(
              raw
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(raw, 'utf8');
      return { headers, body };
    });
}

/** The text drawn on a PDF page by receipt-pdf.ts: the strings of its Tj operators. */
export const pdfStrings = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\((.*)\) Tj/g)].map((m) => m[1]!.replace(/\\([\\()])/g, '$1'));

export const spamAssassin = (() => {
  const found = spawnSync('spamassassin', ['--version'], { encoding: 'utf8' });
  return found.status === 0 ? 'spamassassin' : undefined;
})();

/**
 * SpamAssassin's verdict on a raw message, local tests only (-L: no DNS or network lists, which a
 * test machine cannot reach and which judge the sending server, not the message): each rule that
 * fired with its points.
 */
export function spamRules(raw: string): Array<{ points: number; rule: string }> {
  const report = execFileSync('spamassassin', ['-t', '-L'], {
    input: raw,
    encoding: 'utf8',
    maxBuffer: 8 * 1024 * 1024,
  });
  const table = report.slice(report.indexOf('---- ----'));
  return [...table.matchAll(/^\s*(-?\d+(?:\.\d+)?)\s+([A-Z0-9_]+)\s/gm)].map((m) => ({
    points: Number(m[1]),
    rule: m[2]!,
  }));
}
