import type { InquiryStatus } from '@dds/shared/src/schemas/inquiry';
import type { Db } from '../../src/db/database';
import type { TestApp } from './test-app';
import { call } from './admin-test-users';

/** An inquiry row as stored, received at `createdAt` (the generic code's tests set times exactly). */
export async function seedInquiry(
  db: Db,
  over: Partial<{ name: string; email: string; course: string; status: InquiryStatus; createdAt: string }> = {},
): Promise<number> {
  const row = await db
    .insertInto('inquiries')
    .values({
      name: over.name ?? 'Seeded Student',
      email: over.email ?? 'seeded@example.com',
      phone: '9876543210',
      course: over.course ?? 'spoken',
      kind: 'student',
      message: 'Seeded for a test',
      status: over.status ?? 'new',
      notes: '',
      status_changed_at: null,
      created_at: over.createdAt ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDonation(
  db: Db,
  over: Partial<{ name: string; upiReference: string | null; verified: number; createdAt: string }> = {},
): Promise<number> {
  const row = await db
    .insertInto('donations')
    .values({
      name: over.name ?? 'Seeded Donor',
      email: 'donor@example.com',
      screenshot_key: 'screenshots/00000000-0000-4000-8000-000000000009.webp',
      screenshot_type: 'image/webp',
      screenshot_bytes: 10,
      amount: 500,
      message: null,
      upi_reference: over.upiReference ?? null,
      verified: over.verified ?? 0,
      created_at: over.createdAt ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The admin API as the panel calls it; answers status and body. */
export function adminApi(t: () => TestApp, cookie: () => string) {
  const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await call(t(), cookie(), method, url, payload);
    return {
      status: res.statusCode,
      body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body,
    };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object) => send('POST', url, payload),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
  };
}
