import { describeEachDialect, ORIGIN } from '../../../test/support/test-app';
import { validAdmission } from '../../../test/support/fixtures';
import { COURSE_MODES } from '@dds/shared/src/schemas/course-modes';
import { COURSE_NOT_LISTED } from './admission.routes';

describeEachDialect('admissions', (t) => {
  const post = (payload: object) => t().app.inject({ method: 'POST', url: '/api/admission/admissionform', payload });

  it('stores an admission and answers the spec message', async () => {
    const res = await post(validAdmission({ name: 'Kiran Admit' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Admission Successful!' });
    const cookie = await t().login();
    const list = (await t().app.inject({ method: 'GET', url: '/api/admin/admissions', headers: { cookie } })).json();
    expect(list.find((a: { name: string }) => a.name === 'Kiran Admit')).toMatchObject({
      course: 'Python',
      mode: 'Offline',
      status: 'pending',
      statusChangedAt: null,
    });
  });

  it.each([
    ['phone', { phone: '12345' }, /phone must be exactly 10 digits/i],
    ['course', { course: 'Cooking' }, /course/i],
    ['mode', { mode: 'Hybrid' }, /mode/i],
    ['email', { email: '' }, /email/i],
  ])('refuses a bad %s with 400 naming it', async (_f, over, pattern) => {
    const res = await post(validAdmission(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(pattern);
  });

  // The schema's lists are the server's: a mode outside COURSE_MODES and a course outside the live
  // catalogue are refused with words the public site translates (docs/contract.md §5: kept verbatim).
  it('refuses a mode the schema does not list, and a course not in the catalogue, in their exact words', async () => {
    const mode = await post(validAdmission({ mode: 'Hybrid' }));
    expect(mode.statusCode).toBe(400);
    expect(mode.json().message).toBe('Mode must be Online or Offline');
    const course = await post(validAdmission({ course: 'Cooking' }));
    expect(course.statusCode).toBe(400);
    expect(course.json().message).toBe(COURSE_NOT_LISTED);
  });

  it.each(COURSE_MODES)('accepts every mode the schema lists: %s', async (mode) => {
    expect((await post(validAdmission({ mode }))).statusCode).toBe(200);
  });

  it('admin sets status and notes; filters by mode', async () => {
    await post(validAdmission({ name: 'Online Olga', mode: 'Online' }));
    const cookie = await t().login();
    const online = (
      await t().app.inject({ method: 'GET', url: '/api/admin/admissions?mode=Online', headers: { cookie } })
    ).json();
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((a: { mode: string }) => a.mode === 'Online')).toBe(true);
    const res = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/admissions/${online[0].id}`,
      headers: { cookie, origin: ORIGIN },
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', statusChangedAt: expect.any(String) });
    const empty = await t().app.inject({
      method: 'PATCH',
      url: `/api/admin/admissions/${online[0].id}`,
      headers: { cookie, origin: ORIGIN },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});
