import { API_PATHS } from '@dds/shared/src/api/paths';
import { makePng, validAdmission, validInquiry } from '../../../test/support/fixtures';
import { describeEachDialect, multipart } from '../../../test/support/test-app';

/**
 * Decision 026 (docs/decisions/026-hindi.md §7): inquiries, admissions and donations record the
 * site language they were sent in. A form without the field (every form of docs/contract.md, as today) is
 * English; a language the site does not have is refused; the lists show, filter and export it.
 */
describeEachDialect('the language a submission was sent in', (t) => {
  const donate = (fields: Record<string, string>) =>
    t().app.inject({
      method: 'POST',
      url: API_PATHS.donation,
      ...multipart(fields, { field: 'screenshot', name: 'pay.png', type: 'image/png', data: makePng() }),
    });
  const list = async (path: string, query = '') =>
    (
      await t().app.inject({
        method: 'GET',
        url: `${path}?page=1&pageSize=100${query}`,
        headers: { cookie: await t().login() },
      })
    ).json() as {
      items: Array<Record<string, unknown>>;
      total: number;
    };
  const byName = (items: Array<Record<string, unknown>>) => Object.fromEntries(items.map((i) => [i.name, i.language]));

  beforeAll(async () => {
    const sent = [
      await t().app.inject({
        method: 'POST',
        url: API_PATHS.inquiry,
        payload: validInquiry({ name: 'आशा वर्मा', email: 'asha@hi.test', language: 'hi' }),
      }),
      await t().app.inject({
        method: 'POST',
        url: API_PATHS.inquiry,
        payload: validInquiry({ name: 'Asha English', email: 'asha@en.test', language: 'en' }),
      }),
      // The contract's body, exactly as today's forms send it: no language.
      await t().app.inject({
        method: 'POST',
        url: API_PATHS.inquiry,
        payload: validInquiry({ name: 'Asha Spec', email: 'asha@spec.test' }),
      }),
      await t().app.inject({
        method: 'POST',
        url: API_PATHS.admission,
        payload: validAdmission({ name: 'रवि कुमार', email: 'ravi@hi.test', language: 'hi' }),
      }),
      await t().app.inject({
        method: 'POST',
        url: API_PATHS.admission,
        payload: validAdmission({ name: 'Ravi Spec', email: 'ravi@spec.test' }),
      }),
      await donate({ name: 'मीरा दास', email: 'meera@hi.test', language: 'hi' }),
      await donate({ name: 'Meera Spec', email: 'meera@spec.test' }),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });

  it('stores the language sent, and English for a form that does not say (every form of docs/contract.md)', async () => {
    expect(byName((await list(API_PATHS.inquiries)).items)).toEqual({
      'आशा वर्मा': 'hi',
      'Asha English': 'en',
      'Asha Spec': 'en',
    });
    expect(byName((await list(API_PATHS.admissions)).items)).toEqual({ 'रवि कुमार': 'hi', 'Ravi Spec': 'en' });
    expect(byName((await list(API_PATHS.donations)).items)).toEqual({ 'मीरा दास': 'hi', 'Meera Spec': 'en' });
  });

  it('refuses a language the site does not have with a 400 that says which ones it has, and keeps nothing', async () => {
    const inquiry = await t().app.inject({
      method: 'POST',
      url: API_PATHS.inquiry,
      payload: validInquiry({ email: 'fr@x.test', language: 'fr' }),
    });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.json()).toEqual({ success: false, message: 'Language must be one of: en, hi' });
    const admission = await t().app.inject({
      method: 'POST',
      url: API_PATHS.admission,
      payload: validAdmission({ email: 'fr@x.test', language: 'HI' }),
    });
    expect(admission.statusCode).toBe(400);
    expect(admission.json().message).toBe('Language must be one of: en, hi');
    const donation = await donate({ name: 'X', email: 'fr@x.test', language: 'hindi' });
    expect(donation.statusCode).toBe(400);
    expect(donation.json().message).toBe('Language must be one of: en, hi');
    for (const path of [API_PATHS.inquiries, API_PATHS.admissions, API_PATHS.donations])
      expect((await list(path, '&q=fr@x.test')).total).toBe(0);
  });

  it('filters each list by language, refuses an unknown one, and only with a session', async () => {
    expect(Object.keys(byName((await list(API_PATHS.inquiries, '&language=hi')).items))).toEqual(['आशा वर्मा']);
    expect(Object.keys(byName((await list(API_PATHS.inquiries, '&language=en')).items)).sort()).toEqual([
      'Asha English',
      'Asha Spec',
    ]);
    expect(Object.keys(byName((await list(API_PATHS.admissions, '&language=hi')).items))).toEqual(['रवि कुमार']);
    expect(Object.keys(byName((await list(API_PATHS.donations, '&language=hi')).items))).toEqual(['मीरा दास']);
    const unknown = await t().app.inject({
      method: 'GET',
      url: `${API_PATHS.inquiries}?language=fr`,
      headers: { cookie: await t().login() },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/language must be one of: en, hi/);
    expect((await t().app.inject({ method: 'GET', url: `${API_PATHS.inquiries}?language=hi` })).statusCode).toBe(401);
  });

  it('exports the language as the last CSV column, in words, so the office spreadsheets keep their columns', async () => {
    const csv = await t().app.inject({
      method: 'GET',
      url: `${API_PATHS.admissions}/export.csv`,
      headers: { cookie: await t().login() },
    });
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Received (IST),Name,Email,Phone,Course,Mode,Status,Notes,Record ID,Language');
    expect(lines.find((l) => l.includes('रवि कुमार'))).toMatch(/,Hindi$/);
    expect(lines.find((l) => l.includes('Ravi Spec'))).toMatch(/,English$/);
  });
});
