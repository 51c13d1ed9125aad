import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';
import type { InquiryStatus } from '../../shared/src/schemas/inquiry';

/**
 * Inquiries that look like the office's (the heavy-reads and staff-day benches, decision 014): Indian names, a
 * few in Devanagari, ten-digit mobile numbers, the three courses, a year of dates, statuses as an
 * office leaves them. Searches then hit what they would in real life — a common surname matches
 * thousands of rows, five phone digits a handful — unlike `bulkInsert`'s `Bench Student N` rows.
 * Inserted through the real schema (its FTS5 triggers on SQLite included) in big transactions.
 */
const FIRST = [
  'Aarav',
  'Priya',
  'Rahul',
  'Anjali',
  'Vikram',
  'Sneha',
  'Arjun',
  'Pooja',
  'Rohan',
  'Kavita',
  'Amit',
  'Neha',
  'Suresh',
  'Deepika',
  'Manoj',
  'Sunita',
  'Karan',
  'Ritu',
  'Sanjay',
  'Meena',
  'Ravi',
  'Asha',
  'Nikhil',
  'Divya',
  'Harish',
  'Lakshmi',
  'Imran',
  'Farah',
  'Gurpreet',
  'Simran',
  'Joseph',
  'Mary',
  'Vivek',
  'Shreya',
  'Ajay',
  'Komal',
  'Tarun',
  'Nisha',
  'Yash',
  'Bhavna',
];
const LAST = [
  'Sharma',
  'Verma',
  'Kumar',
  'Singh',
  'Gupta',
  'Patel',
  'Yadav',
  'Mishra',
  'Joshi',
  'Reddy',
  'Nair',
  'Iyer',
  'Khan',
  'Das',
  'Chauhan',
  'Pandey',
  'Thakur',
  'Mehta',
  'Saxena',
  'Tiwari',
  'Agarwal',
  'Bansal',
  'Malhotra',
  'Kapoor',
  'Rao',
  'Pillai',
  'Sinha',
  'Dubey',
  'Rawat',
  'Bhatt',
];
const DEVANAGARI = [
  'राहुल शर्मा',
  'प्रिया वर्मा',
  'अमित कुमार',
  'सुनीता सिंह',
  'दीपक यादव',
  'कविता मिश्रा',
  'रोहन गुप्ता',
  'अंजलि पटेल',
];
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const COURSES = ['spoken', 'computer', 'both'];
const MESSAGES = [
  'When does the next batch start?',
  'I would like to know the fees and timings for the next batch, please call me back.',
  'Is there a weekend batch for working people?',
  'Please share the syllabus of the computer course. I know basic MS Office.',
  'My daughter is in class 10, can she join spoken English in the evening?',
  'Do you give a certificate at the end of the course?',
  'मुझे स्पोकन इंग्लिश कोर्स की फीस और समय बताइए।',
  'Can I pay the fees in two parts?',
  '',
];

/** A small deterministic generator, so every run seeds the same rows. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ROWS_PER_TRANSACTION = 20_000;
const ROWS_PER_STATEMENT = 500; // 9 parameters a row: far below SQLite's and PostgreSQL's limits

export function inquiryRow(i: number, rows: number, rnd: () => number, now = Date.now()) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const first = pick(FIRST);
  const last = pick(LAST);
  const name = i % 97 === 0 ? pick(DEVANAGARI) : `${first} ${last}`;
  // One year of inquiries, oldest first (ids follow time, as in real use).
  const createdAt = new Date(now - 365 * 86_400_000 * (1 - i / rows)).toISOString();
  const age = 1 - i / rows;
  const status: InquiryStatus =
    age < 0.02 ? 'new' : pick(['contacted', 'contacted', 'enrolled', 'closed', 'new'] as const);
  return {
    name,
    email: `${first}.${last}${Math.floor(rnd() * 1000)}@${pick(DOMAINS)}`.toLowerCase(),
    phone: `${6 + Math.floor(rnd() * 4)}${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`,
    course: pick(COURSES),
    message: pick(MESSAGES),
    status,
    notes: status === 'new' ? '' : pick(['', '', 'Called, will visit on Monday', 'Sent fee details on WhatsApp']),
    created_at: createdAt,
    status_changed_at: status === 'new' ? null : createdAt,
  };
}

export async function seedInquiries(database: Database, rows: number): Promise<void> {
  const rnd = random(22);
  const now = Date.now();
  for (let start = 0; start < rows; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(rows, start + ROWS_PER_TRANSACTION);
    await database.db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += ROWS_PER_STATEMENT) {
        const batch = [];
        for (let i = from; i < Math.min(end, from + ROWS_PER_STATEMENT); i += 1)
          batch.push(inquiryRow(i + 1, rows, rnd, now));
        await trx.insertInto('inquiries').values(batch).execute();
      }
    });
  }
  if (database.dialect === 'postgres') await sql`analyze inquiries`.execute(database.db);
}

/** The staff's searches, one of each shape the issue names, with a fresh value each time. */
export const SEARCH_SHAPES: Array<{ shape: string; q: (rnd: () => number) => string }> = [
  {
    shape: 'a name part (3+ letters)',
    q: (rnd) => LAST[Math.floor(rnd() * LAST.length)]!.slice(0, 3 + Math.floor(rnd() * 3)),
  },
  { shape: 'a 2-letter term', q: (rnd) => ['ra', 'an', 'ya', 'ku', 'sh', 'pa'][Math.floor(rnd() * 6)]! },
  { shape: '5 phone digits', q: (rnd) => String(Math.floor(rnd() * 1e5)).padStart(5, '0') },
  {
    shape: 'an e-mail part',
    q: (rnd) =>
      `${FIRST[Math.floor(rnd() * FIRST.length)]!.toLowerCase()}.${LAST[Math.floor(rnd() * LAST.length)]!.toLowerCase().slice(0, 3)}`,
  },
];

export const searchRandom = () => random(Date.now());
