import { auditTrail } from '../../../test/support/audit-trail';
import { makePng } from '../../../test/support/fixtures';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

/**
 * A photo's caption and a video's title are edited the same way: the saved item back, a refused
 * text named, an item that is gone a 404 naming it, and one activity line per real change.
 */
describeEachDialect('an ordered item’s one text: a caption, a title', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const headers = () => ({ cookie, origin: ORIGIN });
  const addPhoto = async () => {
    const form = multipart(
      { caption: 'Computer lab' },
      { field: 'photo', name: 'p.png', type: 'image/png', data: makePng() },
    );
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      payload: form.payload,
      headers: { ...form.headers, ...headers() },
    });
    return res.json() as { id: number };
  };
  const addVideo = async () =>
    (
      await t().app.inject({
        method: 'POST',
        url: '/api/admin/videos',
        headers: headers(),
        payload: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Open day' },
      })
    ).json() as { id: number };
  const history = async (target: string) => (await auditTrail(t().database.db, target)).map((r) => r.action);

  it.each([
    { noun: 'photo', path: '/api/admin/photos', field: 'caption', label: 'Caption', add: addPhoto, action: 'caption' },
    { noun: 'video', path: '/api/admin/videos', field: 'title', label: 'Title', add: addVideo, action: 'title' },
  ])('a $noun’s $field', async ({ noun, path, field, label, add, action }) => {
    const { id } = await add();
    const patch = (url: string, text: string) =>
      t().app.inject({ method: 'PATCH', url, headers: headers(), payload: { [field]: text } });

    const saved = await patch(`${path}/${id}`, 'Annual day 2026');
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      expect.objectContaining({ id, [field]: 'Annual day 2026' }),
    ]);
    expect((await patch(`${path}/${id}`, 'Annual day 2026')).statusCode).toBe(200);
    expect(await history(`${noun}:${id}`)).toEqual([`${noun}.add`, `${noun}.${action}`]);

    const empty = await patch(`${path}/${id}`, '');
    expect([empty.statusCode, empty.json().message]).toEqual([400, `${label} is required`]);
    const gone = await patch(`${path}/99999`, 'Anything');
    expect([gone.statusCode, gone.json().message]).toEqual([
      404,
      `${noun[0]!.toUpperCase()}${noun.slice(1)} not found`,
    ]);
    expect(await history(`${noun}:${id}`)).toEqual([`${noun}.add`, `${noun}.${action}`]);
  });
});
