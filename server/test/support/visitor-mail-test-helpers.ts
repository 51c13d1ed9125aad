import { execFileSync, spawnSync } from 'node:child_process';
import { EMPTY_SITE_SETTINGS } from '@dds/shared/src/schemas/site-content-empty';
import type { Db } from '../../src/db/database';
import { saveSettings } from '../../src/features/site-content/settings.repository';

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
