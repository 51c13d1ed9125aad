import sharp from 'sharp';
import { auditTrail } from '../../../test/support/audit-trail';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';
import { validAdmission, validInquiry } from '../../../test/support/fixtures';
import { insertDonation } from '../donations/donation.repository';

/**
 * A save whose fields equal the stored ones writes no history line (it would read "Changed amount
 * to ₹1,100" for an amount that already was ₹1,100), on every record type the panel edits; the
 * version still moves (docs/decisions/012-no-silent-overwrites.md, 019-activity-you-can-read.md).
 */
describeEachDialect('a save that changes nothing', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const headers = () => ({ cookie, origin: ORIGIN });
  const json = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await t().app.inject({ method, url, headers: headers(), payload });
    expect([res.statusCode, url]).toEqual([method === 'POST' && url.endsWith('courses') ? 201 : 200, url]);
    return res.json();
  };
  const form = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: { field: string; name: string; type: string; data: Buffer },
  ) => {
    const body = multipart(fields, file);
    const res = await t().app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers() },
    });
    expect([res.statusCode, url]).toEqual([200, url]);
    return res.json();
  };
  const history = async (target: string) => (await auditTrail(t().database.db, target)).map((r) => r.action);
  const versionOf = async (
    table:
      'inquiries' | 'admissions' | 'donations' | 'courses' | 'gallery_photos' | 'videos' | 'leaders' | 'testimonials',
    id: number,
  ) =>
    (await t().database.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

  it('inquiries, admissions and donations: the second identical save adds no line, and still moves the version', async () => {
    await t().app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry({ name: 'Asha Verma' }),
    });
    await t().app.inject({
      method: 'POST',
      url: '/api/admission/admissionform',
      payload: validAdmission({ name: 'Asha Verma' }),
    });
    const donation = await insertDonation(t().database.db, {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      screenshotKey: 'screenshots/00000000-0000-4000-8000-000000000001.webp',
      screenshotType: 'image/webp',
    });
    const cases = [
      {
        path: '/api/admin/inquiries/1',
        table: 'inquiries' as const,
        id: 1,
        target: 'inquiry:1',
        save: { status: 'contacted', notes: 'Call on Monday' },
      },
      {
        path: '/api/admin/admissions/1',
        table: 'admissions' as const,
        id: 1,
        target: 'admission:1',
        save: { status: 'confirmed', notes: 'Fees sent' },
      },
      {
        path: `/api/admin/donations/${donation}`,
        table: 'donations' as const,
        id: donation,
        target: `donation:${donation}`,
        save: { amount: 1100, upiReference: '412345678901' },
      },
    ];
    for (const c of cases) {
      await json('PATCH', c.path, c.save);
      expect(await history(c.target)).toEqual([`${c.target.split(':')[0]}.update`]);
      const version = await versionOf(c.table, c.id);
      await json('PATCH', c.path, c.save);
      expect([c.target, await history(c.target)]).toEqual([c.target, [`${c.target.split(':')[0]}.update`]]);
      expect(await versionOf(c.table, c.id)).toBe(version + 1);
    }
  });

  it('a save that changes one field records that field only, not the unchanged ones sent with it', async () => {
    await json('PATCH', '/api/admin/inquiries/1', { status: 'enrolled', notes: 'Call on Monday' });
    const last = await t()
      .database.db.selectFrom('audit_log')
      .select('detail')
      .where('target', '=', 'inquiry:1')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(last.detail!)).toEqual({ status: 'enrolled', before: { status: 'contacted' } });
  });

  it('courses, photos, videos, leaders and testimonials', async () => {
    const course = await json('POST', '/api/admin/courses', {
      name: 'Advanced Excel',
      slug: '',
      shortName: '',
      modes: ['Offline'],
      description: 'Formulas and pivot tables.',
      duration: '6 weeks',
      fee: 4500,
      feeFrom: false,
      batches: ['Mon–Sat 8–9 am'],
      eligibility: 'Basic computer use',
      syllabus: ['Formulas'],
      icon: 'calculator',
      visible: true,
      featured: false,
      inLandingGrid: false,
      inAdmissionCatalogue: true,
    });
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      version: _v,
      changedBy: _b,
      changedAt: _a,
      ...courseFields
    } = course;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const photo = await form(
      'POST',
      '/api/admin/photos',
      { caption: 'Computer lab' },
      { field: 'photo', name: 'lab.jpg', type: 'image/jpeg', data: jpeg },
    );
    const video = await json('POST', '/api/admin/videos', {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Open day',
    });
    const leader = await form('POST', '/api/admin/leaders', {
      name: 'Dr. Rakesh Sharma',
      role: 'Director',
      message: 'Education changes families.',
    });
    const year = String(new Date().getFullYear());
    const testimonial = await form('POST', '/api/admin/testimonials', {
      name: 'Neha Gupta',
      course: 'Spoken English',
      year,
      quote: 'I speak with confidence.',
    });

    const saves: Array<
      [string, 'courses' | 'gallery_photos' | 'videos' | 'leaders' | 'testimonials', number, () => Promise<unknown>]
    > = [
      [`course:${course.id}`, 'courses', course.id, () => json('PUT', `/api/admin/courses/${course.id}`, courseFields)],
      [
        `photo:${photo.id}`,
        'gallery_photos',
        photo.id,
        () => json('PATCH', `/api/admin/photos/${photo.id}`, { caption: 'Computer lab' }),
      ],
      [
        `video:${video.id}`,
        'videos',
        video.id,
        () => json('PATCH', `/api/admin/videos/${video.id}`, { title: 'Open day' }),
      ],
      [
        `leader:${leader.id}`,
        'leaders',
        leader.id,
        () =>
          form('PUT', `/api/admin/leaders/${leader.id}`, {
            name: 'Dr. Rakesh Sharma',
            role: 'Director',
            message: 'Education changes families.',
          }),
      ],
      [
        `testimonial:${testimonial.id}`,
        'testimonials',
        testimonial.id,
        () =>
          form('PUT', `/api/admin/testimonials/${testimonial.id}`, {
            name: 'Neha Gupta',
            course: 'Spoken English',
            year,
            quote: 'I speak with confidence.',
          }),
      ],
    ];
    for (const [target, table, id, save] of saves) {
      const before = await history(target);
      const version = await versionOf(table, id);
      await save();
      expect([target, await history(target)]).toEqual([target, before]);
      expect([target, await versionOf(table, id)]).toEqual([target, version + 1]);
    }
  });
});
