import { ADMISSION_COURSES } from '@dds/shared/src/schemas/admission';
import {
  admissionCatalogue,
  coursesInMode,
  featuredCourses,
  homeName,
  landingGridCourses,
  type Course,
  type CourseInput,
  type PublicCourse,
} from '@dds/shared/src/schemas/course';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';
import { validAdmission } from '../../../test/support/fixtures';

const newCourse = (over: Partial<CourseInput> = {}): CourseInput => ({
  name: 'Advanced Excel',
  slug: '',
  shortName: '',
  modes: ['Offline', 'Online'],
  description: 'Formulas, pivot tables and dashboards for office jobs.',
  duration: '6 weeks',
  fee: 4500,
  feeFrom: false,
  batches: ['Mon–Sat 8–9 am'],
  eligibility: 'Basic computer use',
  syllabus: ['Formulas', 'Pivot tables'],
  icon: 'calculator',
  visible: true,
  featured: false,
  inLandingGrid: false,
  inAdmissionCatalogue: true,
  ...over,
});

describeEachDialect('courses: a fresh install has the courses of docs/contract.md', (t) => {
  let courses: PublicCourse[];
  beforeAll(async () => {
    courses = (await t().app.inject({ method: 'GET', url: '/api/content' })).json().courses;
  });

  it('21 offline cards: the first 21 catalogue entries, in order', () => {
    expect(coursesInMode(courses, 'Offline').map((c) => c.name)).toEqual(ADMISSION_COURSES.slice(0, 21));
  });
  it('5 online cards, by name and in order', () => {
    expect(coursesInMode(courses, 'Online').map((c) => c.name)).toEqual([
      'Basic English',
      'Basic Computer',
      'HTML & CSS',
      'JavaScript & React.js',
      'MERN Stack',
    ]);
  });
  it('the 23-entry admission catalogue in the contract’s order', () => {
    expect(admissionCatalogue(courses)).toEqual([...ADMISSION_COURSES]);
  });
  it('6 featured and 5 grid entries under the names the home page always used', () => {
    expect(featuredCourses(courses).map(homeName)).toEqual([
      'English Speaking',
      'Web Development',
      'ADCA',
      'Graphic Design',
      'DCA',
      "'O' Level",
    ]);
    expect(landingGridCourses(courses).map(homeName)).toEqual(['DCA', 'ADCA', 'Tally', 'MERN Stack', 'React']);
  });
  it('every course has its own page address, description and syllabus; no fee is made up', () => {
    expect(new Set(courses.map((c) => c.slug)).size).toBe(courses.length);
    for (const c of courses) {
      expect(c.description).not.toBe('');
      expect(c.syllabus.length).toBeGreaterThan(0);
      expect(c.fee).toBeNull();
    }
  });
});

describeEachDialect('courses: the admin edits them, live at once', (t) => {
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { cookie: await t().login(), origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const content = async () =>
    (await t().app.inject({ method: 'GET', url: '/api/content' })).json() as {
      version: number;
      courses: PublicCourse[];
    };
  const lastAudit = () =>
    t().database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('adds a course: last in order, its address made from the name, audited, on the public site at once', async () => {
    const before = await content();
    const res = await send('POST', '/api/admin/courses', newCourse());
    expect(res.statusCode).toBe(201);
    const course = res.json() as Course;
    expect(course).toMatchObject({
      slug: 'advanced-excel',
      modes: ['Online', 'Offline'],
      fee: 4500,
      order: before.courses.length + 1,
      featuredOrder: null,
    });
    const after = await content();
    expect(after.version).toBeGreaterThan(before.version);
    expect(coursesInMode(after.courses, 'Offline').at(-1)?.name).toBe('Advanced Excel');
    expect(admissionCatalogue(after.courses).at(-1)).toBe('Advanced Excel');
    expect(await lastAudit()).toMatchObject({
      action: 'course.create',
      target: `course:${course.id}`,
      actor: 'admin@dds.test',
    });
  });

  it('refuses a taken page address (409) and bad fields (400, naming the field)', async () => {
    expect((await send('POST', '/api/admin/courses', newCourse({ slug: 'tally-gst' }))).statusCode).toBe(409);
    const cases: Array<[Partial<CourseInput>, RegExp]> = [
      [{ name: '' }, /Name is required/],
      [{ fee: 12.5 }, /Fee must be a whole number/],
      [{ fee: -1 }, /Fee cannot be negative/],
      [{ icon: 'skull' as CourseInput['icon'] }, /Icon must be one of/],
      [{ slug: 'Not a slug!' }, /Page address may hold only/],
      [{ modes: ['Hybrid' as 'Online'] }, /Mode must be Online or Offline/],
      [{ batches: [''] }, /Batch is required/],
    ];
    for (const [over, message] of cases) {
      const res = await send('POST', '/api/admin/courses', newCourse(over));
      expect([over, res.statusCode]).toEqual([over, 400]);
      expect(res.json().message).toMatch(message);
    }
  });

  it('a fee change and a new batch are on the public site at once; the audit says before/after', async () => {
    const tally = (await content()).courses.find((c) => c.slug === 'tally-gst')!;
    const { id, order: _o, featuredOrder: _f, gridOrder: _g, ...fields } = tally;
    const res = await send('PUT', `/api/admin/courses/${id}`, {
      ...fields,
      fee: 12500,
      feeFrom: true,
      batches: ['Mon–Sat 7–8 am', 'Mon–Sat 5–6 pm'],
    });
    expect(res.statusCode).toBe(200);
    const now = (await content()).courses.find((c) => c.id === id)!;
    expect(now).toMatchObject({
      fee: 12500,
      feeFrom: true,
      batches: ['Mon–Sat 7–8 am', 'Mon–Sat 5–6 pm'],
      gridOrder: tally.gridOrder,
    });
    const audit = await lastAudit();
    expect(audit.action).toBe('course.update');
    expect(JSON.parse(audit.detail!)).toMatchObject({
      fee: { before: null, after: 12500 },
      batches: { before: [], after: ['Mon–Sat 7–8 am', 'Mon–Sat 5–6 pm'] },
    });
  });

  it('hiding a course takes it off every list and the catalogue; featuring one puts it last in the featured list', async () => {
    const python = (await content()).courses.find((c) => c.slug === 'python')!;
    expect((await send('PATCH', `/api/admin/courses/${python.id}`, { visible: false })).statusCode).toBe(200);
    let now = await content();
    expect(now.courses.some((c) => c.id === python.id)).toBe(false);
    expect(admissionCatalogue(now.courses)).not.toContain('Python');
    expect((await send('PATCH', `/api/admin/courses/${python.id}`, { visible: true, featured: true })).statusCode).toBe(
      200,
    );
    now = await content();
    expect(featuredCourses(now.courses).at(-1)?.name).toBe('Python');
    expect((await send('PATCH', `/api/admin/courses/${python.id}`, { featured: false })).statusCode).toBe(200);
    expect(featuredCourses((await content()).courses)).toHaveLength(6);
    expect((await send('PATCH', `/api/admin/courses/${python.id}`, {})).statusCode).toBe(400);
  });

  it('reorders a list; a stale list is refused with 409', async () => {
    const featured = featuredCourses((await content()).courses);
    const reversed = featured.map((c) => c.id).reverse();
    const res = await send('POST', '/api/admin/courses/reorder', { list: 'featured', ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(featuredCourses((await content()).courses).map((c) => c.id)).toEqual(reversed);
    expect(
      (await send('POST', '/api/admin/courses/reorder', { list: 'featured', ids: reversed.slice(1) })).statusCode,
    ).toBe(409);
    expect(
      (await send('POST', '/api/admin/courses/reorder', { list: 'featured', ids: featured.map((c) => c.id) }))
        .statusCode,
    ).toBe(200);

    const all = (await send('GET', '/api/admin/courses')).json() as Course[];
    const swapped = all.map((c) => c.id);
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect((await send('POST', '/api/admin/courses/reorder', { list: 'courses', ids: swapped })).statusCode).toBe(200);
    expect(
      coursesInMode((await content()).courses, 'Offline')
        .slice(0, 2)
        .map((c) => c.name),
    ).toEqual(['PDCA (Practical Diploma in Computer Application)', 'AutoCAD']);
    expect(
      (await send('POST', '/api/admin/courses/reorder', { list: 'courses', ids: all.map((c) => c.id) })).statusCode,
    ).toBe(200);
  });

  it('deletes a course (audited); unknown ids answer 404', async () => {
    const excel = ((await send('GET', '/api/admin/courses')).json() as Course[]).find(
      (c) => c.slug === 'advanced-excel',
    )!;
    expect((await send('DELETE', `/api/admin/courses/${excel.id}`)).statusCode).toBe(204);
    expect((await content()).courses.some((c) => c.slug === 'advanced-excel')).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'course.delete', target: `course:${excel.id}` });
    expect((await send('DELETE', `/api/admin/courses/${excel.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/courses/${excel.id}`, newCourse())).statusCode).toBe(404);
  });

  it('every course route needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/courses'],
      ['POST', '/api/admin/courses'],
      ['GET', '/api/admin/courses/1'],
      ['PUT', '/api/admin/courses/1'],
      ['PATCH', '/api/admin/courses/1'],
      ['DELETE', '/api/admin/courses/1'],
      ['POST', '/api/admin/courses/reorder'],
    ] as const) {
      const res = await t().app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : newCourse(),
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
  });
});

describeEachDialect('admissions check the course against the catalogue of now', (t) => {
  const apply = (over: Record<string, unknown>) =>
    t().app.inject({ method: 'POST', url: '/api/admission/admissionform', payload: validAdmission(over) });
  const admin = async (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t().app.inject({
      method,
      url,
      headers: { cookie: await t().login(), origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });

  it('refuses a course that is not in the catalogue with the listed-courses message', async () => {
    for (const course of ['Cooking', 'JavaScript & React.js' /* a course, but not in the catalogue */]) {
      const res = await apply({ course });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Course must be one of the listed courses' });
    }
    expect((await apply({ course: 'Basic Computer', mode: 'Online' })).statusCode).toBe(200);
  });

  it('a hidden course cannot be applied for; an admission keeps the name it was sent with after a rename', async () => {
    const courses = (await admin('GET', '/api/admin/courses')).json() as Course[];
    const java = courses.find((c) => c.slug === 'java')!;
    expect((await apply({ name: 'Renamed Rekha', course: 'Java' })).statusCode).toBe(200);

    await admin('PATCH', `/api/admin/courses/${java.id}`, { visible: false });
    expect((await apply({ course: 'Java' })).statusCode).toBe(400);
    const shown = (await admin('PATCH', `/api/admin/courses/${java.id}`, { visible: true })).json() as Course;

    // The form saves with the version it loaded: the switches above moved it.
    const { id, order: _o, featuredOrder: _f, gridOrder: _g, createdAt: _c, updatedAt: _u, ...fields } = shown;
    expect((await admin('PUT', `/api/admin/courses/${id}`, { ...fields, name: 'Core Java' })).statusCode).toBe(200);
    expect((await apply({ course: 'Java' })).statusCode).toBe(400);
    expect((await apply({ course: 'Core Java' })).statusCode).toBe(200);
    const list = (await admin('GET', '/api/admin/admissions?q=Renamed')).json() as
      { items?: Array<{ course: string }> } | Array<{ course: string }>;
    const items = Array.isArray(list) ? list : list.items!;
    expect(items.map((a) => a.course)).toEqual(['Java']);
    await admin('PUT', `/api/admin/courses/${id}`, { ...fields, name: 'Java' });
  });
});
