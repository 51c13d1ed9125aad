import { makePng } from '../../../test/support/fixtures';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

// Every content edit leaves its old and new values in the audit log: what the Activity screen
// shows as before → after (settings and courses are covered by their own tests).

describeEachDialect('content edits are audited before → after', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const json = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t().app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } });
  const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, photo?: Buffer) => {
    const m = multipart(fields, photo && { field: 'photo', name: 'p.png', type: 'image/png', data: photo });
    return t().app.inject({ method, url, payload: m.payload, headers: { ...m.headers, cookie, origin: ORIGIN } });
  };
  const lastDetail = async (action: string) =>
    JSON.parse(
      (
        await t()
          .database.db.selectFrom('audit_log')
          .select('detail')
          .where('action', '=', action)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).detail!,
    );

  it('a photo caption and a video title', async () => {
    const photo = (await form('POST', '/api/admin/photos', { caption: 'Computer lab' }, makePng())).json();
    expect(
      (await json('PATCH', `/api/admin/photos/${photo.id}`, { caption: 'New computer lab, 2026' })).statusCode,
    ).toBe(200);
    expect(await lastDetail('photo.caption')).toEqual({
      caption: { before: 'Computer lab', after: 'New computer lab, 2026' },
    });

    const video = (
      await json('POST', '/api/admin/videos', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Story' })
    ).json();
    expect((await json('PATCH', `/api/admin/videos/${video.id}`, { title: 'Asha’s story' })).statusCode).toBe(200);
    expect(await lastDetail('video.title')).toEqual({ title: { before: 'Story', after: 'Asha’s story' } });
  });

  it('a leader and a testimonial: only the fields that changed, with the name for context, and the photo', async () => {
    const leader = (
      await form('POST', '/api/admin/leaders', { name: 'Dr. Sharma', role: 'Director', message: 'Welcome.' })
    ).json();
    expect(
      (
        await form(
          'PUT',
          `/api/admin/leaders/${leader.id}`,
          { name: 'Dr. Sharma', role: 'CEO', message: 'Welcome.' },
          makePng(),
        )
      ).statusCode,
    ).toBe(200);
    expect(await lastDetail('leader.update')).toEqual({
      name: 'Dr. Sharma',
      role: { before: 'Director', after: 'CEO' },
      photo: { before: 'no photo', after: 'a new photo' },
    });

    const quote = { name: 'Priya', course: 'DCA', year: '2024', quote: 'Good teachers.' };
    const testimonial = (await form('POST', '/api/admin/testimonials', quote)).json();
    expect(
      (await form('PUT', `/api/admin/testimonials/${testimonial.id}`, { ...quote, year: '2025' })).statusCode,
    ).toBe(200);
    expect(await lastDetail('testimonial.update')).toEqual({ name: 'Priya', year: { before: 2024, after: 2025 } });
  });
});
