import { API_PATHS } from '@dds/shared/src/api/paths';
import { ACCOUNT_PATHS } from '@dds/shared/src/schemas/account';
import { describeEachDialect } from '../../../test/support/test-app';
import { call } from '../../../test/support/admin-test-users';
import { seedInquiry } from '../../../test/support/resource-test-helpers';

// An outside test found that a NUL in an admin search or filter answered 500 (SQLite's FTS5:
// "unterminated string"; PostgreSQL refuses any NUL in text). Every text the admin screens send in a
// query is now refused with a 400 that says why, by the shared query schemas
// (docs/decisions/011-query-input-login-device-and-xlsx.md).

const LISTS = [API_PATHS.inquiries, API_PATHS.admissions, API_PATHS.donations, API_PATHS.certificates];
const LIST_TEXT_PARAMS = ['q', 'status', 'course', 'mode'];

/** Each route that reads free text from its query, and the parameters it reads. */
const TEXT_QUERIES: Array<[string, string[]]> = [
  ...LISTS.flatMap((list): Array<[string, string[]]> => [
    [list, LIST_TEXT_PARAMS],
    [`${list}/export.csv`, LIST_TEXT_PARAMS],
    [`${list}/export.xlsx`, LIST_TEXT_PARAMS],
  ]),
  [ACCOUNT_PATHS.activity, ['actor', 'action']],
];

/** Text around the character, long enough for SQLite's trigram index (≥ 3 characters). */
const BAD_VALUES = ['ab\u0000cd', '\u0000', 'ab\u0000', 'asha\u001b[2J', 'a\u007fb', 'x\u202ey'];

/**
 * Fastify lists its routes only as a text tree (`│   ├── /admin/me (GET, HEAD)`): each line's
 * depth is its column / 4, its path the parent's path plus its own part. GET routes only.
 */
function getRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]?.includes('GET')) routes.push(path);
  }
  return routes;
}

describeEachDialect('admin query text with control characters', (t) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await t().login();
    await seedInquiry(t().database.db, { name: 'Asha Control', email: 'asha@control.test' });
  });
  const get = (url: string) => call(t(), cookie, 'GET', url);
  const withParam = (url: string, param: string, value: string) =>
    `${url}?${new URLSearchParams({ [param]: value, page: '1' })}`;

  describe.each(TEXT_QUERIES)('%s', (url, params) => {
    it.each(params)('refuses a NUL or other control character in %s with 400 and a clear message', async (param) => {
      for (const value of BAD_VALUES) {
        const res = await get(withParam(url, param, value));
        expect([param, JSON.stringify(value), res.statusCode]).toEqual([param, JSON.stringify(value), 400]);
        expect(res.json().message).toBe(`${param} contains characters that are not allowed`);
      }
    });
  });

  it('still finds what plain text names, with the same parameters', async () => {
    const found = await get(`${API_PATHS.inquiries}?q=asha%20control`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([expect.objectContaining({ name: 'Asha Control' })]);
    // Devanagari needs ZWJ/ZWNJ to choose its letter forms: they are text, not controls.
    expect((await get(`${API_PATHS.inquiries}?q=${encodeURIComponent('क्\u200dष')}`)).statusCode).toBe(200);
    expect((await get(`${ACCOUNT_PATHS.activity}?action=login`)).statusCode).toBe(200);
  });

  it("refuses the same characters in a bulk action's `matching` filters (the body, same schema)", async () => {
    const res = await call(t(), cookie, 'POST', `${API_PATHS.inquiries}/bulk`, {
      action: 'spam',
      matching: { q: 'ab\u0000cd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/q contains characters that are not allowed/);
  });

  it('walks every admin GET route with a NUL in every query parameter: never a 5xx', async () => {
    const routes = getRoutes(t().app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.startsWith('/api/admin/') && !r.includes('*'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const every = [
      'q',
      'status',
      'course',
      'mode',
      'verified',
      'from',
      'to',
      'trash',
      'duplicate',
      'ids',
      'sort',
      'order',
      'page',
      'pageSize',
      'actor',
      'action',
      'since',
    ];
    for (const route of routes) {
      const url = route.replace(':id', '1');
      for (const param of every) {
        const res = await get(`${url}?${param}=ab%00cd`);
        expect([url, param, res.statusCode < 500]).toEqual([url, param, true]);
      }
    }
  });
});
