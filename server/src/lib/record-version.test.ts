import sharp from 'sharp';
import { EMPTY_SITE_SETTINGS } from '@dds/shared/src/schemas/site-settings';
import type { Course, CourseInput } from '@dds/shared/src/schemas/course';
import { ORIGIN, describeEachDialect, multipart, type TestApp } from '../../test/support/test-app';
import { addLoggedInAdmin, type TestAdmin } from '../../test/support/admin-test-users';
import { seedInquiry } from '../../test/support/resource-test-helpers';

/*
 * No silent overwrites (docs/decisions/012-no-silent-overwrites.md): two admins load the same record,
 * A saves, then B saves what B loaded. B must get 409 naming A, and A's change must survive; B's
 * overwrite (the save again with the version the 409 names) must then work.
 */

const MESSAGE =
  /^Changed by (\S+) at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m while you were editing — reload, or overwrite$/;

const course = (over: Partial<CourseInput> = {}): CourseInput => ({
  name: 'Advanced Excel',
  slug: '',
  shortName: '',
  modes: ['Offline'],
  description: 'Formulas, pivot tables and dashboards for office jobs.',
  duration: '6 weeks',
  fee: null,
  feeFrom: false,
  batches: [],
  eligibility: '',
  syllabus: ['Formulas'],
  icon: 'calculator',
  visible: true,
  featured: false,
  inLandingGrid: false,
  inAdmissionCatalogue: false,
  ...over,
});

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';
const as = (t: () => TestApp, admin: () => TestAdmin) => async (method: Method, url: string, payload?: object) =>
  t().app.inject({ method, url, headers: { cookie: admin().cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });

/** B's stale save: 409 with A's e-mail, the version now and the wording the panel shows. */
function expectConflict(res: { statusCode: number; json(): unknown }, by: TestAdmin, version: number) {
  expect(res.statusCode).toBe(409);
  const body = res.json() as { message: string; conflict: { changedBy: string; changedAt: string; version: number } };
  expect(body.conflict).toEqual({ changedBy: by.email, changedAt: expect.any(String), version });
  expect(Date.now() - Date.parse(body.conflict.changedAt)).toBeLessThan(60_000);
  expect(body.message).toMatch(MESSAGE);
  expect(MESSAGE.exec(body.message)![1]).toBe(by.email);
}

describeEachDialect('no silent overwrites: a stale save is refused with who changed it and when', (t) => {
  let a: TestAdmin;
  let b: TestAdmin;
  beforeAll(async () => {
    // Owners, so the test holds whatever the roles allow staff to edit.
    a = await addLoggedInAdmin(t(), 'owner');
    b = await addLoggedInAdmin(t(), 'owner');
  });
  const asA = as(t, () => a);
  const asB = as(t, () => b);

  it("settings: B's save based on what B loaded does not revert A's phone; B may then overwrite", async () => {
    const loaded = (await asA('GET', '/api/admin/settings')).json();
    expect(loaded.version).toEqual(expect.any(Number));
    const seenByB = (await asB('GET', '/api/admin/settings')).json();

    const saved = await asA('PUT', '/api/admin/settings', { ...loaded, phone: '98765 43210' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+91 98765 43210', version: loaded.version + 1 });

    const stale = await asB('PUT', '/api/admin/settings', { ...seenByB, upiId: 'dds@sbi' });
    expectConflict(stale, a, loaded.version + 1);
    expect((await t().app.inject({ method: 'GET', url: '/api/content' })).json().settings).toMatchObject({
      phone: '+91 98765 43210',
      upiId: EMPTY_SITE_SETTINGS.upiId,
    });

    // Overwrite: B sends what B typed with the version the 409 named.
    const overwrite = await asB('PUT', '/api/admin/settings', {
      ...seenByB,
      upiId: 'dds@sbi',
      version: stale.json().conflict.version,
    });
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json()).toMatchObject({ upiId: 'dds@sbi', phone: '', version: loaded.version + 2 });
  });

  it('settings: a bad version is a 400, not a save', async () => {
    const loaded = (await asA('GET', '/api/admin/settings')).json();
    expect((await asA('PUT', '/api/admin/settings', { ...loaded, version: 'latest' })).statusCode).toBe(400);
  });

  it('courses: B\'s stale save does not put A\'s fee back to "call for fee"', async () => {
    const created = (await asA('POST', '/api/admin/courses', course())).json() as Course;
    expect(created.version).toBe(1);
    const seenByB = (await asB('GET', `/api/admin/courses/${created.id}`)).json() as Course;

    const { id: _id, version, ...fields } = created;
    expect(
      (await asA('PUT', `/api/admin/courses/${created.id}`, { ...course(), fee: 5200, version })).json(),
    ).toMatchObject({ fee: 5200, version: 2 });
    expectConflict(
      await asB('PUT', `/api/admin/courses/${created.id}`, {
        ...course(),
        duration: '8 weeks',
        version: seenByB.version,
      }),
      a,
      2,
    );
    expect((await asA('GET', `/api/admin/courses/${created.id}`)).json()).toMatchObject({
      fee: 5200,
      duration: '6 weeks',
    });
    expect(fields.name).toBe('Advanced Excel');
  });

  it('courses: a quick switch in the list moves the version, so a form open elsewhere cannot switch it back', async () => {
    const created = (await asA('POST', '/api/admin/courses', course({ name: 'Tally Prime' }))).json() as Course;
    expect((await asB('PATCH', `/api/admin/courses/${created.id}`, { visible: false })).json()).toMatchObject({
      visible: false,
      version: 2,
    });
    expectConflict(
      await asA('PUT', `/api/admin/courses/${created.id}`, { ...course({ name: 'Tally Prime' }), version: 1 }),
      b,
      2,
    );
  });

  it('people: a leader edited by A is not overwritten by B (multipart form with its version field)', async () => {
    const send = async (admin: TestAdmin, method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const form = multipart(fields);
      return t().app.inject({
        method,
        url,
        payload: form.payload,
        headers: { ...form.headers, cookie: admin.cookie, origin: ORIGIN },
      });
    };
    const director = { name: 'Dr. Rakesh Sharma', role: 'Director', message: 'Education changes families.' };
    const leader = (await send(a, 'POST', '/api/admin/leaders', director)).json();
    expect(leader.version).toBe(1);
    expect(
      (
        await send(a, 'PUT', `/api/admin/leaders/${leader.id}`, {
          ...director,
          message: 'We measure success by our students.',
          version: '1',
        })
      ).statusCode,
    ).toBe(200);
    expectConflict(
      await send(b, 'PUT', `/api/admin/leaders/${leader.id}`, { ...director, name: 'Dr. R. Sharma', version: '1' }),
      a,
      2,
    );
    const [kept] = (await t().app.inject({ method: 'GET', url: '/api/content' })).json().leaders;
    expect(kept).toMatchObject({ name: 'Dr. Rakesh Sharma', message: 'We measure success by our students.' });
  });

  it("videos: B's stale title does not replace A's", async () => {
    const video = (
      await asA('POST', '/api/admin/videos', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Annual day' })
    ).json();
    expect(video.version).toBe(1);
    expect(
      (await asA('PATCH', `/api/admin/videos/${video.id}`, { title: 'Annual day 2026', version: 1 })).json(),
    ).toMatchObject({ title: 'Annual day 2026', version: 2 });
    expectConflict(await asB('PATCH', `/api/admin/videos/${video.id}`, { title: 'Annual function', version: 1 }), a, 2);
    expect((await asA('GET', '/api/admin/videos')).json()).toEqual([
      expect.objectContaining({ title: 'Annual day 2026' }),
    ]);
  });

  it("photos: B's stale caption does not replace A's", async () => {
    const data = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const form = multipart({ caption: 'Prize giving' }, { field: 'photo', name: 'a.jpg', type: 'image/jpeg', data });
    const photo = (
      await t().app.inject({
        method: 'POST',
        url: '/api/admin/photos',
        payload: form.payload,
        headers: { ...form.headers, cookie: a.cookie, origin: ORIGIN },
      })
    ).json();
    expect(photo.version).toBe(1);
    expect(
      (await asA('PATCH', `/api/admin/photos/${photo.id}`, { caption: 'Prize giving 2026', version: 1 })).statusCode,
    ).toBe(200);
    expectConflict(await asB('PATCH', `/api/admin/photos/${photo.id}`, { caption: 'Prizes', version: 1 }), a, 2);
    expect((await asA('GET', '/api/admin/photos')).json()).toEqual([
      expect.objectContaining({ caption: 'Prize giving 2026', version: 2 }),
    ]);
  });

  it("records: B's stale notes do not replace A's; a bulk status change also moves the version", async () => {
    const id = await seedInquiry(t().database.db);
    const loaded = (await asB('GET', `/api/admin/inquiries/${id}`)).json().item;
    expect(loaded.version).toBe(1);
    expect(
      (await asA('PATCH', `/api/admin/inquiries/${id}`, { notes: 'Called, will visit Monday', version: 1 })).json(),
    ).toMatchObject({ version: 2 });
    expectConflict(await asB('PATCH', `/api/admin/inquiries/${id}`, { notes: 'No answer', version: 1 }), a, 2);
    expect((await asA('GET', `/api/admin/inquiries/${id}`)).json().item.notes).toBe('Called, will visit Monday');

    expect(
      (await asA('POST', '/api/admin/inquiries/bulk', { action: 'status', status: 'contacted', ids: [id] })).statusCode,
    ).toBe(200);
    expectConflict(await asB('PATCH', `/api/admin/inquiries/${id}`, { notes: 'No answer', version: 2 }), a, 3);
  });

  it('a save that sends no version (a panel released before versions) is applied as before', async () => {
    const loaded = (await asA('GET', '/api/admin/settings')).json();
    const { version, ...settings } = loaded;
    const res = await asB('PUT', '/api/admin/settings', { ...settings, officeHours: 'Mon–Sat 9–6' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(version + 1);
  });
});

describeEachDialect('no silent overwrites: many saves at once from the same version, exactly one wins', (t) => {
  const RACERS = 12;
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const send = (method: Method, url: string, payload?: object) =>
    t().app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });

  it('settings', async () => {
    const loaded = (await send('GET', '/api/admin/settings')).json();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        send('PUT', '/api/admin/settings', { ...loaded, officeHours: `Racer ${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    const now = (await send('GET', '/api/admin/settings')).json();
    expect(now).toMatchObject({ officeHours: winner.officeHours, version: loaded.version + 1 });
  });

  it('a course', async () => {
    const created = (await send('POST', '/api/admin/courses', course({ name: 'Race Course' }))).json() as Course;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        send('PUT', `/api/admin/courses/${created.id}`, {
          ...course({ name: 'Race Course' }),
          fee: 1000 + i,
          version: 1,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(RACERS - 1);
    const winner = answers.find((r) => r.statusCode === 200)!.json() as Course;
    expect((await send('GET', `/api/admin/courses/${created.id}`)).json()).toMatchObject({
      fee: winner.fee,
      version: 2,
    });
  });

  it("an inquiry's notes", async () => {
    const id = await seedInquiry(t().database.db);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        send('PATCH', `/api/admin/inquiries/${id}`, { notes: `Racer ${i}`, version: 1 }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(RACERS - 1);
  });
});
