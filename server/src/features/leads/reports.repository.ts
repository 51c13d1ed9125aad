import { INQUIRY_COURSES } from '@dds/shared/src/schemas/inquiry-courses';
import type { ReportAnswer } from '@dds/shared/src/schemas/leads';
import type { Db } from '../../db/database';
import { istDayStart } from '../resources/ist-day';
import { loose } from '../resources/resource-table';

/** India is UTC+05:30 all year: the India month of a stored instant. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const istMonth = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 7);

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Every month from `from` to `to` (YYYY-MM, inclusive). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

const COURSE_LABELS: Record<string, string> = Object.fromEntries(INQUIRY_COURSES.map((c) => [c.value, c.label]));

/**
 * What an inquiry was about, as the report groups it: the course of the page it was sent from when
 * there was one (decision 018), else the form's three-option choice; a business inquiry is one line.
 */
function inquiryCourse(row: { kind: unknown; course: unknown; course_page: unknown }): string {
  if (row.kind === 'business') return 'Business inquiry';
  if (typeof row.course_page === 'string' && row.course_page) return row.course_page;
  return COURSE_LABELS[String(row.course)] ?? String(row.course);
}

/** A phone or e-mail as the conversion matches it: ten digits, or the e-mail in lower case. */
const keysOf = (phone: unknown, email: unknown) =>
  [
    /^\d{10}$/.test(String(phone)) ? `p:${String(phone)}` : '',
    email ? `e:${String(email).trim().toLowerCase()}` : '',
  ].filter(Boolean);

/**
 * The Reports screen's figures for India months `from`…`to` (decision 024), from records not in
 * the Trash. Each table is read once for the range (a few columns), and counted here: the month is
 * India's, which the two databases would each need their own date arithmetic for.
 * Conversion: an inquiry of the range counts as converted when an admission with the same phone
 * (ten digits) or e-mail arrived at or after it, whenever that was.
 */
export async function reportFor(db: Db, from: string, to: string): Promise<ReportAnswer> {
  const start = istDayStart(`${from}-01`);
  const end = istDayStart(`${nextMonth(to)}-01`);
  const live = (table: 'inquiries' | 'admissions' | 'donations') =>
    loose(db).selectFrom(table).where('deleted_at', 'is', null);
  const [inquiries, admissions, donations] = await Promise.all([
    live('inquiries')
      .select(['created_at', 'kind', 'course', 'course_page', 'phone', 'email'])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .execute(),
    // From the range's start on, to now: an admission after the range still converts its inquiry.
    live('admissions').select(['created_at', 'course', 'phone', 'email']).where('created_at', '>=', start).execute(),
    live('donations')
      .select(['created_at', 'amount'])
      .where('verified', '=', 1)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .execute(),
  ]);

  const months = monthsBetween(from, to);
  const courses = new Map<string, { month: string; course: string; inquiries: number; admissions: number }>();
  const cell = (month: string, course: string) => {
    const key = `${month}\u0000${course}`;
    let c = courses.get(key);
    if (!c) courses.set(key, (c = { month, course, inquiries: 0, admissions: 0 }));
    return c;
  };
  const latestAdmission = new Map<string, string>();
  for (const a of admissions) {
    const at = String(a.created_at);
    for (const key of keysOf(a.phone, a.email)) if ((latestAdmission.get(key) ?? '') < at) latestAdmission.set(key, at);
    if (at < end) cell(istMonth(at), String(a.course)).admissions += 1;
  }
  const conversion = new Map(months.map((month) => [month, { month, inquiries: 0, converted: 0 }]));
  for (const i of inquiries) {
    const at = String(i.created_at);
    const month = istMonth(at);
    cell(month, inquiryCourse(i)).inquiries += 1;
    const row = conversion.get(month)!;
    row.inquiries += 1;
    if (keysOf(i.phone, i.email).some((key) => (latestAdmission.get(key) ?? '') >= at)) row.converted += 1;
  }
  const donated = new Map(months.map((month) => [month, { month, verified: 0, amount: 0 }]));
  for (const d of donations) {
    const row = donated.get(istMonth(String(d.created_at)))!;
    row.verified += 1;
    row.amount += Number(d.amount ?? 0);
  }
  return {
    months,
    courses: [...courses.values()].sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        b.inquiries + b.admissions - (a.inquiries + a.admissions) ||
        a.course.localeCompare(b.course),
    ),
    conversion: [...conversion.values()],
    donations: [...donated.values()],
  };
}
