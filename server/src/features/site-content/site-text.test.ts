import { EN_SITE_TEXT, siteTextEntries } from '@dds/shared/src/schemas/site-text';
import { HI_SITE_TEXT } from '@dds/shared/src/schemas/site-text-hi/register';
import type { SiteTextBlock, SiteTextList } from '@dds/shared/src/schemas/site-text-edit';
import type { SiteContent } from '@dds/shared/src/schemas/site-settings';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';
import { ORIGIN, startTestApp, testDialects, type TestApp } from '../../../test/support/test-app';

// The public site's words are the owner's (docs/decisions/021-site-text.md): a fresh install lists
// every shipped text and the pages' content carries no override; a save is live in the content the
// pages are rendered with, versioned (409 on a stale save), recorded in Activity before → after, and
// "restore the original text" brings the shipped words back.

const KEY = 'home.hero.placement';
const path = (key: string) => `/api/admin/site-text/${encodeURIComponent(key)}`;

for (const dialect of testDialects()) {
  describe(`site text [${dialect}]`, () => {
    let t: TestApp;
    let owner: string;
    let staff: string;
    const content = async () => (await t.app.inject({ method: 'GET', url: '/api/content' })).json() as SiteContent;
    const list = async (cookie = owner) =>
      (await call(t, cookie, 'GET', '/api/admin/site-text')).json() as SiteTextList;
    const block = async (key: string) => (await list()).blocks.find((b) => b.key === key)!;
    const put = (key: string, body: object, cookie = owner) => call(t, cookie, 'PUT', path(key), body);

    beforeAll(async () => {
      t = await startTestApp(dialect);
      owner = (await addLoggedInAdmin(t, 'owner')).cookie;
      staff = (await addLoggedInAdmin(t, 'staff')).cookie;
    });
    afterAll(() => t.close());

    it('a fresh install: every shipped text listed at version 1, no override in the pages’ content', async () => {
      const { language, blocks } = await list();
      expect(language).toBe('en');
      expect(blocks.map((b) => [b.key, b.original, b.value, b.version])).toEqual(
        siteTextEntries().map(([key, text]) => [key, text, null, 1]),
      );
      expect(blocks.find((b) => b.key === KEY)!.original).toBe('100% Job Placement Assistance');
      expect((await content()).texts).toEqual({});
    });

    it('a save is in the content the pages render with at once, moves the content version, and is in Activity before → after', async () => {
      const versionBefore = (await content()).version;
      const res = await put(KEY, { language: 'en', value: 'Placement help with local employers', version: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        key: KEY,
        value: 'Placement help with local employers',
        original: '100% Job Placement Assistance',
        version: 2,
      });
      const after = await content();
      expect(after.texts).toEqual({ en: { [KEY]: 'Placement help with local employers' } });
      expect(after.version).toBeGreaterThan(versionBefore);
      const activity = (await call(t, owner, 'GET', '/api/admin/activity?action=site-text.update')).json() as {
        items: Array<{ action: string; target: string; detail: string }>;
      };
      const entry = activity.items.find((e) => e.action === 'site-text.update')!;
      expect(JSON.parse(entry.detail)).toMatchObject({
        [KEY]: { before: '100% Job Placement Assistance', after: 'Placement help with local employers' },
        language: 'en',
      });
    });

    it('a save based on an older version is refused with 409 naming who saved; nothing changes', async () => {
      const res = await put(KEY, { value: 'Stale words', version: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        /^Changed by owner\d+-\d+@dds\.test at .* while you were editing — reload, or overwrite$/,
      );
      expect((await content()).texts?.en?.[KEY]).toBe('Placement help with local employers');
    });

    it('two first saves of a text never saved, both from version 1: exactly one wins', async () => {
      const key = 'home.hero.figures.1.value';
      const results = await Promise.all([
        put(key, { value: '90%', version: 1 }),
        put(key, { value: '80%', version: 1 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = results.find((r) => r.statusCode === 200)!.json() as SiteTextBlock;
      expect((await content()).texts?.en?.[key]).toBe(won.value);
    });

    it('restore the original text: the shipped words again, the version keeps counting, Activity says so', async () => {
      const before = await block(KEY);
      const res = await put(KEY, { value: null, version: before.version });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ value: null, version: before.version + 1 });
      expect((await content()).texts?.en?.[KEY]).toBeUndefined();
      // A screen loaded before the restore cannot save over it unseen.
      expect((await put(KEY, { value: 'Old screen', version: before.version })).statusCode).toBe(409);
      const activity = (await call(t, owner, 'GET', '/api/admin/activity?action=site-text.restore')).json() as {
        items: Array<{ action: string; detail: string }>;
      };
      expect(JSON.parse(activity.items.find((e) => e.action === 'site-text.restore')!.detail)[KEY]).toEqual({
        before: 'Placement help with local employers',
        after: '100% Job Placement Assistance',
      });
    });

    it('typing the shipped words is the same as restoring: no override is stored', async () => {
      const key = 'home.banner.cta';
      expect((await put(key, { value: 'Join us today', version: 1 })).statusCode).toBe(200);
      const res = await put(key, { value: EN_SITE_TEXT.home.banner.cta, version: 2 });
      expect(res.json()).toMatchObject({ value: null });
      expect((await content()).texts?.en?.[key]).toBeUndefined();
    });

    it('a claim may be emptied (taken off the page); a heading may not; bad input and unknown texts are refused', async () => {
      expect((await put('home.hero.figures.0.value', { value: '' })).statusCode).toBe(200);
      expect((await content()).texts?.en?.['home.hero.figures.0.value']).toBe('');
      const heading = await put('home.hero.headline', { value: '   ' });
      expect([heading.statusCode, heading.json().message]).toEqual([
        400,
        'Top of the page › Main heading cannot be empty',
      ]);
      expect((await put('home.hero.headline', { value: 'x'.repeat(161) })).statusCode).toBe(400);
      expect((await put('home.hero.headline', { value: 'Hidden\u202Etext' })).statusCode).toBe(400);
      expect((await put('home.hero.headline', { value: 'Hi', language: 'fr' })).statusCode).toBe(400);
      expect((await put('home.nothing.here', { value: 'Hi' })).statusCode).toBe(404);
      expect((await content()).texts?.en?.['home.hero.headline']).toBeUndefined();
    });

    it('staff edit the words too (daily content work, every change in Activity); without a session: 401', async () => {
      expect((await put('about.vision.title', { value: 'Where we are going' }, staff)).statusCode).toBe(200);
      expect((await content()).texts?.en?.['about.vision.title']).toBe('Where we are going');
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: path('about.vision.title'),
        headers: { origin: ORIGIN },
        payload: { value: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/site-text' })).statusCode).toBe(401);
    });

    it('a save that changes nothing writes no Activity line', async () => {
      const count = async () =>
        ((await call(t, owner, 'GET', '/api/admin/activity?action=site-text.update')).json() as { total: number })
          .total;
      const before = await count();
      const current = await block('about.vision.title');
      expect(
        (await put('about.vision.title', { value: 'Where we are going', version: current.version })).statusCode,
      ).toBe(200);
      expect(await count()).toBe(before);
    });

    describe('in Hindi (docs/decisions/026-hindi.md)', () => {
      const HI_KEY = 'home.hero.headline';
      const hiList = async () =>
        (await call(t, owner, 'GET', '/api/admin/site-text?language=hi')).json() as SiteTextList;

      it('lists every text with the shipped Hindi as its original, apart from the English', async () => {
        const { language, blocks } = await hiList();
        expect(language).toBe('hi');
        expect(blocks.map((b) => [b.key, b.original])).toEqual(siteTextEntries(HI_SITE_TEXT));
        expect(blocks.every((b) => b.language === 'hi')).toBe(true);
      });

      it('a Hindi save is stored for Hindi only, versioned per language, and Activity names the language', async () => {
        const englishBefore = (await block(HI_KEY)).version;
        const res = await put(HI_KEY, { language: 'hi', value: 'अंग्रेज़ी और कंप्यूटर, एक ही जगह', version: 1 });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          key: HI_KEY,
          language: 'hi',
          value: 'अंग्रेज़ी और कंप्यूटर, एक ही जगह',
          original: HI_SITE_TEXT.home.hero.headline,
          version: 2,
        });
        const texts = (await content()).texts;
        expect(texts?.hi?.[HI_KEY]).toBe('अंग्रेज़ी और कंप्यूटर, एक ही जगह');
        expect(texts?.en?.[HI_KEY]).toBeUndefined();
        // The English text's version did not move: a screen holding the English can still save it.
        expect((await block(HI_KEY)).version).toBe(englishBefore);
        const activity = (await call(t, owner, 'GET', '/api/admin/activity?action=site-text.update')).json() as {
          items: Array<{ detail: string }>;
        };
        expect(activity.items.map((e) => JSON.parse(e.detail))).toContainEqual(
          expect.objectContaining({
            [HI_KEY]: { before: HI_SITE_TEXT.home.hero.headline, after: 'अंग्रेज़ी और कंप्यूटर, एक ही जगह' },
            language: 'hi',
          }),
        );
      });

      it('a stale Hindi save is refused with 409, and the English save at its own version still goes through', async () => {
        expect((await put(HI_KEY, { language: 'hi', value: 'पुराने शब्द', version: 1 })).statusCode).toBe(409);
        expect((await content()).texts?.hi?.[HI_KEY]).toBe('अंग्रेज़ी और कंप्यूटर, एक ही जगह');
        expect(
          (
            await put(HI_KEY, {
              language: 'en',
              value: 'Learn English and computers',
              version: (await block(HI_KEY)).version,
            })
          ).statusCode,
        ).toBe(200);
      });

      it('restoring a Hindi text brings back the shipped Hindi (no row value), and staff may save Hindi too', async () => {
        const current = (await hiList()).blocks.find((b) => b.key === HI_KEY)!;
        const res = await put(HI_KEY, { language: 'hi', value: null, version: current.version });
        expect(res.json()).toMatchObject({ value: null, original: HI_SITE_TEXT.home.hero.headline });
        expect((await content()).texts?.hi?.[HI_KEY]).toBeUndefined();
        expect((await put('about.vision.title', { language: 'hi', value: 'हम कहाँ जा रहे हैं' }, staff)).statusCode).toBe(
          200,
        );
      });

      it('a language the site does not have is refused', async () => {
        const res = await put(HI_KEY, { language: 'fr', value: 'Apprendre' });
        expect(res.statusCode).toBe(400);
        expect((await call(t, owner, 'GET', '/api/admin/site-text?language=fr')).statusCode).toBe(400);
      });
    });
  });
}
