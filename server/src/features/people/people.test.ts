import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { auditTrail } from '../../../test/support/audit-trail';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

const portrait = (background = '#7c2d12') =>
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

describeEachDialect('people: leaders and testimonials the admin manages', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
  });
  const content = async () => (await t().app.inject({ method: 'GET', url: '/api/content' })).json();
  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, photo?: Buffer) => {
    const form = multipart(fields, photo && { field: 'photo', name: 'me.png', type: 'image/png', data: photo });
    return t().app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie, origin: ORIGIN } });
  };
  const mediaFiles = () => {
    const dir = path.join(t().dataDir, 'uploads', 'media');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const director = {
    name: 'Dr. Rakesh Sharma',
    role: 'Director',
    message: 'Education changes families.\nWe measure success by our students.',
  };

  it('adds a leader with a square portrait; the About content has it at once', async () => {
    const res = await send('POST', '/api/admin/leaders', director, await portrait());
    expect(res.statusCode).toBe(200);
    const leader = res.json();
    expect(leader).toMatchObject({ ...director, photo: { width: 480, height: 480, widths: [160, 320, 480] } });
    expect((await content()).leaders).toEqual([leader]);
    expect((await t().app.inject({ method: 'GET', url: `/media/${leader.photo.id}-160.webp` })).statusCode).toBe(200);
  });

  it('adds a leader without a photo, and refuses missing fields naming them', async () => {
    const ceo = await send('POST', '/api/admin/leaders', {
      name: 'Priya Verma',
      role: 'CEO',
      message: 'We keep our courses up to date.',
    });
    expect(ceo.statusCode).toBe(200);
    expect(ceo.json().photo).toBeNull();
    const noMessage = await send('POST', '/api/admin/leaders', { name: 'Amit', role: 'Manager', message: ' ' });
    expect([noMessage.statusCode, noMessage.json().message]).toEqual([400, 'Message is required']);
    expect((await content()).leaders.map((l: { role: string }) => l.role)).toEqual(['Director', 'CEO']);
  });

  it('edits a leader: keeps the portrait unless replaced or removed, and deletes files nothing shows', async () => {
    const [first] = (await content()).leaders;
    const kept = await send('PUT', `/api/admin/leaders/${first.id}`, { ...director, name: 'Dr. Rakesh K. Sharma' });
    expect(kept.json()).toMatchObject({ name: 'Dr. Rakesh K. Sharma', photo: first.photo });

    const removed = await send('PUT', `/api/admin/leaders/${first.id}`, { ...director, removePhoto: '1' });
    expect(removed.json().photo).toBeNull();
    expect(mediaFiles().filter((f) => f.startsWith(first.photo.id))).toEqual([]);

    const missing = await send('PUT', '/api/admin/leaders/99999', director, await portrait());
    expect(missing.statusCode).toBe(404);
    expect(mediaFiles()).toEqual([]); // the refused edit's portrait was not kept
  });

  it('adds, orders and deletes testimonials (student name, course, year, quote, optional photo)', async () => {
    const year = String(new Date().getFullYear());
    const a = await send('POST', '/api/admin/testimonials', {
      name: 'Neha Gupta',
      course: 'Spoken English',
      year,
      quote: 'I now speak with confidence at work.',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ name: 'Neha Gupta', year: Number(year), photo: null });
    const b = await send(
      'POST',
      '/api/admin/testimonials',
      { name: 'Rahul Yadav', course: 'ADCA', year: '2024', quote: 'Got my first job as an accounts assistant.' },
      await portrait(),
    );
    expect(b.json().photo.widths).toEqual([160, 320, 480]);

    for (const [year, message] of [
      ['1850', /Year must be a year from 1990/],
      ['', /Year is required/],
      ['20x4', /Year must be/],
    ] as const) {
      const bad = await send('POST', '/api/admin/testimonials', { name: 'X', course: 'DCA', year, quote: 'Q' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(message);
    }

    const moved = await t().app.inject({
      method: 'POST',
      url: `/api/admin/testimonials/${b.json().id}/move`,
      headers: { cookie, origin: ORIGIN },
      payload: { direction: 'up' },
    });
    expect(moved.json().map((x: { name: string }) => x.name)).toEqual(['Rahul Yadav', 'Neha Gupta']);
    expect((await content()).testimonials.map((x: { name: string }) => x.name)).toEqual(['Rahul Yadav', 'Neha Gupta']);

    for (const x of [a.json(), b.json()]) {
      expect(
        (
          await t().app.inject({
            method: 'DELETE',
            url: `/api/admin/testimonials/${x.id}`,
            headers: { cookie, origin: ORIGIN },
          })
        ).statusCode,
      ).toBe(204);
    }
    expect((await content()).testimonials).toEqual([]);
    expect(mediaFiles()).toEqual([]);
  });

  it('refuses a cross-site post and a visitor without a session', async () => {
    const form = multipart(director);
    const crossSite = await t().app.inject({
      method: 'POST',
      url: '/api/admin/leaders',
      payload: form.payload,
      headers: { ...form.headers, cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const anonymous = await t().app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(KINDS)('a $kind: added, its portrait replaced, then edited when gone', async (k) => {
    const added = await send('POST', k.path, k.fields, await portrait('#9333ea'));
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

    const trail = await auditTrail(t().database.db, `${k.kind}:${person.id}`);
    expect(trail.map((r) => [r.action, r.detail?.startsWith('{') ? JSON.parse(r.detail) : r.detail])).toEqual([
      [`${k.kind}.add`, k.added],
      [`${k.kind}.update`, { name: k.fields.name, photo: { before: 'a photo', after: 'a new photo' } }],
    ]);

    const before = mediaFiles().sort();
    const gone = await send('PUT', `${k.path}/99999`, k.fields, await portrait('#15803d'));
    expect([gone.statusCode, gone.json().message]).toEqual([404, k.missing]);
    expect(mediaFiles().sort()).toEqual(before);
  });
});
