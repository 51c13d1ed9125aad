import { Readable } from 'node:stream';
import type { Database } from './database';
import type { FileStorage } from '../storage/file-storage';
import { insertCertificate, lookupCertificate } from '../features/certificates/certificate.repository';
import { insertInquiry } from '../features/inquiries/inquiry.repository';
import { insertAdmission } from '../features/admissions/admission.repository';
import { insertDonation } from '../features/donations/donation.repository';
import { makePdf, makePng } from '../lib/sample-files';

/** The spec's two sample certificate records, as development data. */
export const SAMPLE_CERTIFICATES = [
  { name: 'Rahul Sharma', roll: 'DDS2023001', dob: '2004-05-14', course: 'DCA (Diploma in Computer Application)' },
  { name: 'Priya Verma', roll: 'DDS2023002', dob: '2005-08-22', course: 'Spoken English' },
];

const SEED_DOMAIN = '@seed.dds.local';

async function storeBytes(storage: FileStorage, bytes: Buffer, area: string, ext: string): Promise<string> {
  const pending = await storage.receive(Readable.from([bytes]), bytes.length + 1);
  if ('tooLarge' in pending) throw new Error('seed file too large');
  return storage.commit(pending, area, ext);
}

/** Idempotent: certificates are matched by name/roll/dob, the rest by the seed e-mail domain. */
export async function seedDevData(database: Database, storage: FileStorage): Promise<string[]> {
  const { db } = database;
  const done: string[] = [];
  for (const c of SAMPLE_CERTIFICATES) {
    if (await lookupCertificate(db, c)) continue;
    const fileKey = await storeBytes(
      storage,
      makePdf(`DDS Group - Certificate: ${c.name} (${c.roll}), ${c.course}`),
      'certificates',
      'pdf',
    );
    await insertCertificate(db, { ...c, fileKey, fileName: `certificate-${c.roll}.pdf` });
    done.push(`certificate ${c.roll}`);
  }

  const seeded = await db
    .selectFrom('inquiries')
    .select('id')
    .where('email', 'like', `%${SEED_DOMAIN}`)
    .executeTakeFirst();
  if (seeded) return done;
  const people = [
    ['Anjali Gupta', '9876500001'],
    ['Vikram Singh', '9876500002'],
    ['Sana Khan', '9876500003'],
  ] as const;
  const courses = ['spoken', 'computer', 'both'] as const;
  for (const [i, [name, phone]] of people.entries()) {
    const email = `${name.split(' ')[0]!.toLowerCase()}${SEED_DOMAIN}`;
    await insertInquiry(db, {
      name,
      email,
      phone,
      course: courses[i]!,
      message: 'Please share the fee structure and batch timings.',
    });
    await insertAdmission(db, {
      name,
      email,
      phone,
      course: (['Python', 'Spoken English', 'Tally + GST'] as const)[i]!,
      mode: i % 2 ? 'Online' : 'Offline',
    });
    const key = await storeBytes(storage, makePng(8, 8, [30 + i * 60, 120, 200]), 'screenshots', 'png');
    await insertDonation(db, { name, email, screenshotKey: key, screenshotType: 'image/png' });
  }
  done.push('3 inquiries, 3 admissions, 3 donations');
  return done;
}
