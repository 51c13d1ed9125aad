import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

const portrait = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * What a leader and a testimonial have alike, asked of each: the add's activity line, a replaced
 * portrait's files deleted once nothing shows them, and an edit of a person who is gone (404, its
 * new portrait not kept).
 */
const KINDS = [
  {
    kind: 'leader',
    path: '/api/admin/leaders',
    fields: { name: 'Dr. Rakesh Sharma', role: 'Director', message: 'Education changes families.' },
    added: 'Director: Dr. Rakesh Sharma',
    missing: 'Leader not found',
  },
  {
    kind: 'testimonial',
    path: '/api/admin/testimonials',
    fields: { name: 'Neha Gupta', course: 'Spoken English', year: '2024', quote: 'I speak with confidence.' },
    added: 'Neha Gupta',
    missing: 'Testimonial not found',
  },
] as const;

describeEachDialect('people: what a leader and a testimonial share', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, photo?: Buffer) => {
    const form = multipart(fields, photo && { field: 'photo', name: 'me.png', type: 'image/png', data: photo });
    return t().app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie, origin: ORIGIN } });
  };
  const mediaFiles = () => {
    const dir = path.join(t().dataDir, 'uploads', 'media');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const history = async (target: string) =>
    (
      await t()
        .database.db.selectFrom('audit_log')
        .select(['action', 'detail'])
        .where('target', '=', target)
        .orderBy('id')
        .execute()
    ).map((r) => [r.action, r.detail && r.detail.startsWith('{') ? JSON.parse(r.detail) : r.detail]);

  it.each(KINDS)('a $kind: added, its portrait replaced, then edited when gone', async (k) => {
    const added = await send('POST', k.path, k.fields, await portrait('#7c2d12'));
    expect(added.statusCode).toBe(200);
    const person = added.json();
    const first = person.photo.id as string;
    expect(mediaFiles().filter((f) => f.startsWith(first)).length).toBeGreaterThan(0);

    const replaced = await send('PUT', `${k.path}/${person.id}`, k.fields, await portrait('#1d4ed8'));
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().photo.id as string;
    expect(second).not.toBe(first);
    expect(mediaFiles().filter((f) => f.startsWith(first))).toEqual([]);
    expect(mediaFiles().filter((f) => f.startsWith(second)).length).toBeGreaterThan(0);

    expect(await history(`${k.kind}:${person.id}`)).toEqual([
      [`${k.kind}.add`, k.added],
      [`${k.kind}.update`, { name: k.fields.name, photo: { before: 'a photo', after: 'a new photo' } }],
    ]);

    const before = mediaFiles().sort();
    const gone = await send('PUT', `${k.path}/99999`, k.fields, await portrait('#15803d'));
    expect([gone.statusCode, gone.json().message]).toEqual([404, k.missing]);
    expect(mediaFiles().sort()).toEqual(before);
  });
});
