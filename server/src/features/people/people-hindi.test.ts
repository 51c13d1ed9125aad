import { isMissingHindi } from '@dds/shared/src/schemas/content-hindi';
import type { Leader, Testimonial } from '@dds/shared/src/schemas/people';
import { writeStandInPages } from '../../../test/support/stand-in-pages';
import { ORIGIN, describeEachDialect, multipart } from '../../../test/support/test-app';

// docs/decisions/026-hindi.md §3 "Courses, people and settings": a leader's role and message and a
// testimonial's course and quote keep their Hindi beside the English, by the English each translates.

describeEachDialect('people: the Hindi of leaders and testimonials', (t) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await t().login();
    // A page to carry the inline content.
    writeStandInPages(
      t().config,
      `exports.renderPageParts = async () => ({ head: '<title>Page</title>', body: '<main>About</main>' });`,
    );
  });
  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string | number>) => {
    const form = multipart(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
    return t().app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie, origin: ORIGIN } });
  };
  const content = async () =>
    (await t().app.inject({ method: 'GET', url: '/api/content' })).json() as {
      leaders: Leader[];
      testimonials: Testimonial[];
    };
  const lastAudit = () =>
    t().database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  const director = { name: 'Dr. Rakesh Sharma', role: 'Director', message: 'Education changes families.' };
  const MESSAGE_HI = 'शिक्षा परिवारों को बदलती है।';

  it('stores a leader’s Hindi message with the leader, on the public content at once, audited on edit', async () => {
    const res = await send('POST', '/api/admin/leaders', {
      ...director,
      hindi: JSON.stringify({ [director.message]: MESSAGE_HI, 'Not a text of this leader': 'कुछ' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hindi).toEqual({ [director.message]: MESSAGE_HI });
    expect((await content()).leaders[0]!.hindi).toEqual({ [director.message]: MESSAGE_HI });

    const { id, version } = res.json() as Leader;
    const edited = await send('PUT', `/api/admin/leaders/${id}`, {
      ...director,
      version: version!,
      hindi: JSON.stringify({ [director.message]: 'शिक्षा परिवार बदलती है।' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(JSON.parse((await lastAudit()).detail!)).toMatchObject({
      name: director.name,
      hindi: {
        before: { [director.message]: MESSAGE_HI },
        after: { [director.message]: 'शिक्षा परिवार बदलती है।' },
      },
    });
  });

  it('an edit without the Hindi keeps it; a reworded message leaves its Hindi behind (missing in Hindi)', async () => {
    const [leader] = (await content()).leaders;
    const { id, version } = leader!;
    // Another client (or an older panel) saves without the field: the Hindi stays.
    const kept = await send('PUT', `/api/admin/leaders/${id}`, {
      ...director,
      name: 'Dr. R. Sharma',
      version: version!,
    });
    expect(kept.json()).toMatchObject({
      name: 'Dr. R. Sharma',
      hindi: { [director.message]: 'शिक्षा परिवार बदलती है।' },
    });

    const reworded = await send('PUT', `/api/admin/leaders/${id}`, {
      ...director,
      message: 'Education changes whole families.',
      version: kept.json().version,
    });
    const after = reworded.json() as Leader;
    expect(after.hindi).toEqual({});
    expect(isMissingHindi(after.message, after.hindi)).toBe(true);
    // The suggested role has shipped Hindi: never missing, and typing it back stores nothing.
    expect(isMissingHindi(after.role, after.hindi)).toBe(false);
    const typedBack = await send('PUT', `/api/admin/leaders/${id}`, {
      ...director,
      version: after.version!,
      hindi: JSON.stringify({ Director: 'निदेशक' }),
    });
    expect(typedBack.json().hindi).toEqual({});
  });

  it('a testimonial keeps the Hindi of its course and quote', async () => {
    const quote = 'I now speak with confidence at work.';
    const res = await send('POST', '/api/admin/testimonials', {
      name: 'Neha Gupta',
      course: 'Spoken English Plus',
      year: 2024,
      quote,
      hindi: JSON.stringify({ 'Spoken English Plus': 'स्पोकन इंग्लिश प्लस', [quote]: 'अब मैं काम पर आत्मविश्वास से बोलती हूँ।' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await content()).testimonials[0]!.hindi).toEqual({
      'Spoken English Plus': 'स्पोकन इंग्लिश प्लस',
      [quote]: 'अब मैं काम पर आत्मविश्वास से बोलती हूँ।',
    });
  });

  it('refuses Hindi with hidden characters, too long, or not a list of translations (400), as the English fields', async () => {
    for (const hindi of [
      JSON.stringify({ [director.message]: 'शिक्षा\u200F' }),
      JSON.stringify({ [director.message]: 'स'.repeat(1501) }),
      '["शिक्षा"]',
      '{not json',
    ]) {
      const res = await send('POST', '/api/admin/leaders', { ...director, hindi });
      expect(res.statusCode).toBe(400);
    }
    expect((await content()).leaders).toHaveLength(1);
  });

  it('only Hindi pages carry the people’s Hindi: an English page’s inline content has none', async () => {
    const inline = async (url: string) => {
      const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(
        (await t().app.inject({ method: 'GET', url })).body,
      )![1]!;
      return JSON.parse(json) as { leaders: Leader[]; testimonials: Testimonial[] };
    };
    const hindiPage = await inline('/hi/about1');
    // The Hindi the page shows, the shipped included (a suggested role): the browser has no table of it.
    expect(hindiPage.leaders[0]!.hindi).toEqual({ Director: 'निदेशक' });
    expect(hindiPage.testimonials[0]!.hindi).toMatchObject({ 'Spoken English Plus': 'स्पोकन इंग्लिश प्लस' });
    const englishPage = await inline('/about1');
    expect(englishPage.leaders[0]).not.toHaveProperty('hindi');
    expect(englishPage.testimonials[0]).not.toHaveProperty('hindi');
    expect(englishPage.testimonials[0]!.quote).toBe('I now speak with confidence at work.');
  });
});
