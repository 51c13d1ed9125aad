import { featuredCourses, type Course } from '@dds/shared/src/schemas/course';
import { LIST_CHANGED_MESSAGE, type OrderedItems } from '@dds/shared/src/schemas/list-order';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import { ADMIN, describeEachDialect, multipart, ORIGIN } from '../../../test/support/test-app';
import { makePng } from '../../../test/support/fixtures';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';

// Whole-list ordering (docs/decisions/023-drag-to-order-and-many-photos.md): one request carries the
// new order and the version of the order it was based on; a stale one is a 409 that writes nothing.

type Item = { id: number };

describeEachDialect('a list put in a new order in one request', (t) => {
  let cookie: string;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = cookie) =>
    call(t(), who, method, url, payload);
  const order = async (list: string) => (await send('GET', `/api/admin/${list}/order`)).json() as OrderedItems<Item>;
  const content = async () => (await t().app.inject({ method: 'GET', url: '/api/content' })).json() as SiteContent;
  const addVideo = async (title: string) =>
    (
      await send('POST', '/api/admin/videos', { url: `https://youtu.be/${title.padEnd(11, 'x').slice(0, 11)}`, title })
    ).json() as Item;

  beforeAll(async () => {
    cookie = await t().login();
    for (const title of ['Aarti', 'Bharat', 'Chetan', 'Deepa']) await addVideo(title);
  });

  it('answers the items with the version of their order; a reorder moves the public order and the version', async () => {
    const before = await order('videos');
    expect(before.versions.videos).toEqual(expect.any(Number));
    const reversed = before.items.map((v) => v.id).reverse();
    const res = await send('PUT', '/api/admin/videos/order', { ids: reversed, version: before.versions.videos });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as OrderedItems<Item>;
    expect(saved.items.map((v) => v.id)).toEqual(reversed);
    expect(saved.versions.videos).toBe(before.versions.videos! + 1);
    // The public site (and so the next rendered /videos page) has the new order at once.
    expect((await content()).videos.map((v) => v.id)).toEqual(reversed);
    const log = await t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect([log.action, log.target, log.actor]).toEqual(['video.reorder', 'videos', ADMIN.email]);
  });

  it('a reorder based on an older version is refused with who and when, and writes nothing', async () => {
    const seen = await order('videos');
    const first = seen.items.map((v) => v.id);
    const mine = [first[1]!, first[0]!, ...first.slice(2)];
    expect(
      (await send('PUT', '/api/admin/videos/order', { ids: mine, version: seen.versions.videos })).statusCode,
    ).toBe(200);
    // A second tab, still showing `seen`, drags the last one to the top.
    const theirs = [first.at(-1)!, ...first.slice(0, -1)];
    const stale = await send('PUT', '/api/admin/videos/order', { ids: theirs, version: seen.versions.videos });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: expect.stringMatching(new RegExp(`^Changed by ${ADMIN.email} at .+ while you were editing`)),
      conflict: { version: seen.versions.videos! + 1, changedBy: ADMIN.email },
    });
    expect((await content()).videos.map((v) => v.id)).toEqual(mine);
    expect((await order('videos')).versions.videos).toBe(seen.versions.videos! + 1);
  });

  it('of two reorders based on the same version exactly one is saved, whole', async () => {
    const seen = await order('videos');
    const ids = seen.items.map((v) => v.id);
    const a = [...ids].reverse();
    const b = [...ids.slice(1), ids[0]!];
    const answers = await Promise.all(
      [a, b].map((next) => send('PUT', '/api/admin/videos/order', { ids: next, version: seen.versions.videos })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect((await content()).videos.map((v) => v.id)).toEqual(winner);
  });

  it('an item added or deleted meanwhile makes the order stale (409), and the version does not move', async () => {
    const seen = await order('videos');
    const extra = await addVideo('Esha');
    const res = await send('PUT', '/api/admin/videos/order', {
      ids: seen.items.map((v) => v.id).reverse(),
      version: seen.versions.videos,
    });
    expect([res.statusCode, res.json().message]).toEqual([409, LIST_CHANGED_MESSAGE]);
    expect((await order('videos')).versions.videos).toBe(seen.versions.videos);
    expect((await content()).videos.map((v) => v.id)).toEqual([...seen.items.map((v) => v.id), extra.id]);
  });

  it("an older panel's one-step move makes a reorder based on the order before it stale", async () => {
    const seen = await order('videos');
    const second = seen.items[1]!.id;
    expect((await send('POST', `/api/admin/videos/${second}/move`, { direction: 'up' })).statusCode).toBe(200);
    const res = await send('PUT', '/api/admin/videos/order', {
      ids: seen.items.map((v) => v.id).reverse(),
      version: seen.versions.videos,
    });
    expect(res.statusCode).toBe(409);
    expect((await content()).videos[0]!.id).toBe(second);
  });

  it('refuses a body that is not an order: no version, an id twice, not a list', async () => {
    const seen = await order('videos');
    const ids = seen.items.map((v) => v.id);
    for (const body of [
      { ids },
      { ids: [ids[0], ...ids], version: seen.versions.videos },
      { ids: 'all', version: 1 },
      { ids, version: 0 },
    ]) {
      const res = await send('PUT', '/api/admin/videos/order', body);
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
    expect((await order('videos')).versions.videos).toBe(seen.versions.videos);
  });

  it('photos, leaders and testimonials are ordered the same way, each list with its own version', async () => {
    for (const caption of ['Lab', 'Prize day']) {
      const form = multipart({ caption }, { field: 'photo', name: 'p.png', type: 'image/png', data: makePng() });
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/admin/photos',
        payload: form.payload,
        headers: { ...form.headers, cookie, origin: ORIGIN },
      });
      expect(res.statusCode).toBe(200);
    }
    const videosVersion = (await order('videos')).versions.videos;
    const photos = await order('photos');
    const reversed = photos.items.map((p) => p.id).reverse();
    expect(
      (await send('PUT', '/api/admin/photos/order', { ids: reversed, version: photos.versions.photos })).statusCode,
    ).toBe(200);
    expect((await content()).photos.map((p) => p.id)).toEqual(reversed);
    expect((await order('videos')).versions.videos).toBe(videosVersion);
    for (const list of ['leaders', 'testimonials']) {
      const empty = await order(list);
      expect([
        list,
        (await send('PUT', `/api/admin/${list}/order`, { ids: [], version: empty.versions[list as 'leaders'] }))
          .statusCode,
      ]).toEqual([list, 200]);
    }
  });

  it('staff may reorder; without a session every order route answers 401', async () => {
    const staff = await addLoggedInAdmin(t(), 'staff');
    const seen = await order('videos');
    const res = await send(
      'PUT',
      '/api/admin/videos/order',
      { ids: seen.items.map((v) => v.id).reverse(), version: seen.versions.videos },
      staff.cookie,
    );
    expect(res.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/admin/videos/order'],
      ['PUT', '/api/admin/videos/order'],
      ['PUT', '/api/admin/photos/order'],
      ['GET', '/api/admin/courses/order'],
      ['PUT', '/api/admin/courses/order'],
    ] as const) {
      const anonymous = await t().app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(method === 'PUT' ? { payload: { ids: [], version: 1 } } : {}),
      });
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
    }
  });
});

describeEachDialect('the course lists put in a new order in one request', (t) => {
  let cookie: string;
  const send = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    call(t(), cookie, method, url, payload);
  const order = async () => (await send('GET', '/api/admin/courses/order')).json() as OrderedItems<Course>;
  const content = async () => (await t().app.inject({ method: 'GET', url: '/api/content' })).json() as SiteContent;
  beforeAll(async () => {
    cookie = await t().login();
  });

  it('the featured list: saved whole, on the home page at once; a stale one is refused; the other lists keep their versions', async () => {
    const seen = await order();
    const featured = featuredCourses(seen.items.map((c) => ({ ...c, visible: true }))).map((c) => c.id);
    const reversed = [...featured].reverse();
    const res = await send('PUT', '/api/admin/courses/order', {
      list: 'featured',
      ids: reversed,
      version: seen.versions.featured,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as OrderedItems<Course>).versions).toEqual({
      ...seen.versions,
      featured: seen.versions.featured! + 1,
    });
    expect(featuredCourses((await content()).courses).map((c) => c.id)).toEqual(reversed);

    const stale = await send('PUT', '/api/admin/courses/order', {
      list: 'featured',
      ids: featured,
      version: seen.versions.featured,
    });
    expect(stale.statusCode).toBe(409);
    expect(featuredCourses((await content()).courses).map((c) => c.id)).toEqual(reversed);

    // The course list's own version did not move: its reorder based on `seen` still goes through.
    const all = seen.items.map((c) => c.id);
    const lastFirst = [all.at(-1)!, ...all.slice(0, -1)];
    expect(
      (
        await send('PUT', '/api/admin/courses/order', {
          list: 'courses',
          ids: lastFirst,
          version: seen.versions.courses,
        })
      ).statusCode,
    ).toBe(200);
    expect((await content()).courses[0]!.id).toBe(all.at(-1));
  });

  it('a course taken off the home grid meanwhile makes a grid order stale', async () => {
    const seen = await order();
    const grid = seen.items.filter((c) => c.inLandingGrid).sort((a, b) => a.gridOrder! - b.gridOrder!);
    expect((await send('PATCH', `/api/admin/courses/${grid[0]!.id}`, { inLandingGrid: false })).statusCode).toBe(200);
    const res = await send('PUT', '/api/admin/courses/order', {
      list: 'grid',
      ids: grid.map((c) => c.id).reverse(),
      version: seen.versions.grid,
    });
    expect([res.statusCode, res.json().message]).toEqual([409, LIST_CHANGED_MESSAGE]);
  });
});
