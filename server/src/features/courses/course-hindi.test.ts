import { isMissingHindi } from '@dds/shared/src/schemas/content-hindi';
import type { Course, PublicCourse } from '@dds/shared/src/schemas/course';
import { courseEnglishTexts } from '@dds/shared/src/schemas/course';
import { INITIAL_COURSES } from '../../db/migrations/2026-11-25-courses.data';
import { down, up } from '../../db/migrations/2026-12-09-hindi-content-fields';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';

// docs/decisions/026-hindi.md §3 "Courses, people and settings".

describe('the shipped Hindi of the seeded courses', () => {
  it('translates every text a Hindi page shows of every seeded course (nothing starts "Missing in Hindi")', () => {
    const missing = INITIAL_COURSES.flatMap((c) =>
      courseEnglishTexts({ ...c, batches: [] }).filter((text) => isMissingHindi(text, {})),
    );
    expect(missing).toEqual([]);
  });
});

describeEachDialect('a course’s Hindi, stored beside its English', (t) => {
  const send = async (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { cookie: await t().login(), origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const publicCourse = async (slug: string) =>
    ((await t().app.inject({ method: 'GET', url: '/api/content' })).json().courses as PublicCourse[]).find(
      (c) => c.slug === slug,
    )!;
  const edit = async (slug: string, change: (c: Course) => Partial<Course>) => {
    const { id } = await publicCourse(slug);
    const course = (await send('GET', `/api/admin/courses/${id}`)).json() as Course;
    const { id: _i, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, ...fields } = course;
    return send('PUT', `/api/admin/courses/${id}`, { ...fields, ...change(course) });
  };

  it('a seeded course has no Hindi of the owner’s: its Hindi page uses the shipped Hindi', async () => {
    expect((await publicCourse('adca-ccc')).hindi).toEqual({});
  });

  it('keeps the owner’s Hindi for the current English, on the public content at once, audited', async () => {
    const res = await edit('dca', (c) => ({
      hindi: { [c.description]: 'कंप्यूटर की पूरी बुनियाद, छह महीनों में।', 'Not a text of this course': 'कुछ' },
    }));
    expect(res.statusCode).toBe(200);
    const dca = await publicCourse('dca');
    expect(dca.hindi).toEqual({ [dca.description]: 'कंप्यूटर की पूरी बुनियाद, छह महीनों में।' });
    const audit = await t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({
      hindi: { before: {}, after: { [dca.description]: 'कंप्यूटर की पूरी बुनियाद, छह महीनों में।' } },
    });
  });

  it('a reworded English leaves its Hindi behind: the text is missing in Hindi until the Hindi is written', async () => {
    await edit('java', (c) => ({ hindi: { [c.name]: 'जावा प्रोग्रामिंग' } }));
    expect((await publicCourse('java')).hindi).toEqual({ Java: 'जावा प्रोग्रामिंग' });
    await edit('java', () => ({ name: 'Core Java' }));
    const java = await publicCourse('java');
    expect(java.hindi).toEqual({});
    expect(isMissingHindi(java.name, java.hindi)).toBe(true);
    await edit('java', () => ({ hindi: { 'Core Java': 'कोर जावा (Core Java)' } }));
    expect(isMissingHindi('Core Java', (await publicCourse('java')).hindi)).toBe(false);
  });

  it('a save that does not send the Hindi (another client, an older panel) keeps the stored Hindi', async () => {
    await edit('tally-gst', (c) => ({ hindi: { [c.name]: 'टैली (Tally)' } }));
    const { id } = await publicCourse('tally-gst');
    const course = (await send('GET', `/api/admin/courses/${id}`)).json() as Course;
    const {
      id: _i,
      order: _o,
      featuredOrder: _f,
      gridOrder: _g,
      createdAt: _c,
      updatedAt: _u,
      hindi: _h,
      ...fields
    } = course;
    expect((await send('PUT', `/api/admin/courses/${id}`, { ...fields, duration: '4 months' })).statusCode).toBe(200);
    const tally = await publicCourse('tally-gst');
    expect(tally.duration).toBe('4 months');
    expect(tally.hindi).toEqual({ [tally.name]: 'टैली (Tally)' });
  });

  it('the shipped Hindi typed back is not stored as the owner’s (a later change of the shipped words reaches it)', async () => {
    await edit('python', () => ({ hindi: { Python: 'पायथन (Python)', '3 months': '3 महीने' } }));
    expect((await publicCourse('python')).hindi).toEqual({});
  });

  it('refuses Hindi with hidden characters or too long (400), as the English fields', async () => {
    for (const hindi of [{ C: 'सी\u200F' }, { C: 'स'.repeat(601) }]) {
      expect((await edit('c-programming', () => ({ hindi }))).statusCode).toBe(400);
    }
  });
});

describeEachDialect('migration 2026-12-09-hindi-content-fields', (t) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = () => t().database.db as any;
  it('down drops the columns, up gives every existing course, leader and testimonial no Hindi ({})', async () => {
    await down(db());
    // `up` adds the columns again: it would fail ("duplicate column") had `down` left them.
    await up(db());
    const rows = await db().selectFrom('courses').select('hindi').execute();
    expect(rows.length).toBe(INITIAL_COURSES.length);
    expect(new Set(rows.map((r: { hindi: string }) => r.hindi))).toEqual(new Set(['{}']));
    expect(await db().selectFrom('leaders').select('hindi').execute()).toEqual([]);
    expect(await db().selectFrom('testimonials').select('hindi').execute()).toEqual([]);
  });
});
