import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { OWNER_ONLY_MESSAGES } from '@dds/shared/src/schemas/permissions';
import { buildApp } from '../app';
import { addLoggedInAdmin, type TestAdmin } from '../../test/support/admin-test-users';
import { makePdf, makePng, validAdmission, validInquiry } from '../../test/support/fixtures';
import {
  createTestDatabase,
  describeEachDialect,
  multipart,
  ORIGIN,
  testConfig,
  type TestApp,
} from '../../test/support/test-app';
import { ADMIN_ROUTE_NEEDS, routeNeed } from './permissions';

// Every admin route with the role it needs (docs/decisions/013-owner-and-staff.md), written out
// here rather than read from permissions.ts, so a change to the table has to change this list too.
// Each row makes its own records, so a DELETE by the owner leaves the staff call something to act on.

type Need = 'owner' | 'staff';
type Request = { method: string; url: string; payload?: unknown; headers?: Record<string, string> };
type Make = (f: Fixtures) => Promise<Request>;
interface Row {
  method: string;
  url: string;
  need: Need;
  make: Make;
  /** The status a caller who passes the guard gets: a 2xx unless said otherwise (-1: below 300; -2: anything but 401/403). */
  ok?: number;
}

const json = (method: string, url: string, payload?: unknown): Request => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload }),
});
const form = (
  method: string,
  url: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
): Request => {
  const m = multipart(fields, file);
  return { method, url, payload: m.payload, headers: m.headers };
};
const png = (field: string) => ({ field, name: 'p.png', type: 'image/png', data: makePng() });
const pdf = () => ({ field: 'file', name: 'c.pdf', type: 'application/pdf', data: makePdf('Certificate') });

const course = {
  name: 'Advanced Excel',
  slug: '',
  shortName: '',
  modes: ['Offline'],
  description: 'Pivot tables.',
  duration: '6 weeks',
  fee: 4500,
  feeFrom: false,
  batches: ['Mon–Sat 8–9 am'],
  eligibility: '',
  syllabus: ['Formulas'],
  icon: 'calculator',
  visible: true,
  featured: false,
  inLandingGrid: false,
  inAdmissionCatalogue: true,
};
const leader = { name: 'Dr. Rakesh Sharma', role: 'Director', message: 'Education changes families.' };
const testimonial = { name: 'Priya', course: 'DCA', year: '2024', quote: 'Good teachers.' };

/** Fresh records made by the owner through the real routes; each answers the new id. */
class Fixtures {
  private n = 0;
  constructor(
    private readonly t: TestApp,
    private readonly owner: TestAdmin,
  ) {}
  private async send(r: Request) {
    const res = await this.t.app.inject({
      method: r.method as 'GET',
      url: r.url,
      payload: r.payload as string,
      headers: { cookie: this.owner.cookie, origin: ORIGIN, ...r.headers },
    });
    if (res.statusCode >= 300) throw new Error(`fixture ${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
    return res;
  }
  private async newest(list: string): Promise<number> {
    const items = (await this.send(json('GET', `/api/admin/${list}?page=1&pageSize=100`))).json().items as Array<{
      id: number;
    }>;
    return Math.max(...items.map((i) => i.id));
  }
  async inquiry() {
    this.n += 1;
    await this.t.app.inject({
      method: 'POST',
      url: '/api/inquiry/inquiryform',
      payload: validInquiry({ email: `q${this.n}@example.com` }),
    });
    return this.newest('inquiries');
  }
  async admission() {
    this.n += 1;
    await this.t.app.inject({
      method: 'POST',
      url: '/api/admission/admissionform',
      payload: validAdmission({ email: `a${this.n}@example.com` }),
    });
    return this.newest('admissions');
  }
  async donation() {
    this.n += 1;
    const m = multipart({ name: 'Meera Das', email: `d${this.n}@example.com` }, png('screenshot'));
    await this.t.app.inject({ method: 'POST', url: '/api/donation', payload: m.payload, headers: m.headers });
    return this.newest('donations');
  }
  async certificate() {
    this.n += 1;
    await this.send(
      form('POST', '/api/certificates/upload', { name: 'Rahul', roll: `R${this.n}`, dob: '2004-05-14' }, pdf()),
    );
    return this.newest('certificates');
  }
  async course() {
    this.n += 1;
    return (await this.send(json('POST', '/api/admin/courses', { ...course, name: `Course ${this.n}` }))).json()
      .id as number;
  }
  async courseIds() {
    return ((await this.send(json('GET', '/api/admin/courses'))).json() as Array<{ id: number }>).map((c) => c.id);
  }
  /** The list's whole order reversed, with the version it is based on (the body of `PUT …/order`). */
  async reversedOrder(path: string, list: string) {
    const { items, versions } = (await this.send(json('GET', `${path}/order`))).json() as {
      items: Array<{ id: number }>;
      versions: Record<string, number>;
    };
    return { ids: items.map((i) => i.id).reverse(), version: versions[list] };
  }
  async photo() {
    return (await this.send(form('POST', '/api/admin/photos', { caption: 'Lab' }, png('photo')))).json().id as number;
  }
  async video() {
    return (
      await this.send(
        json('POST', '/api/admin/videos', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Story' }),
      )
    ).json().id as number;
  }
  async leader() {
    return (await this.send(form('POST', '/api/admin/leaders', leader))).json().id as number;
  }
  async testimonial() {
    return (await this.send(form('POST', '/api/admin/testimonials', testimonial))).json().id as number;
  }
}

const get =
  (url: string): Make =>
  async () =>
    json('GET', url);
const submissions = (
  list: 'inquiries' | 'admissions' | 'donations',
  make: (f: Fixtures) => Promise<number>,
  patch: object,
  bulk: object,
): Row[] => [
  { method: 'GET', url: `/api/admin/${list}`, need: 'staff', make: get(`/api/admin/${list}?page=1`) },
  { method: 'GET', url: `/api/admin/${list}/export.csv`, need: 'owner', make: get(`/api/admin/${list}/export.csv`) },
  { method: 'GET', url: `/api/admin/${list}/export.xlsx`, need: 'owner', make: get(`/api/admin/${list}/export.xlsx`) },
  {
    method: 'GET',
    url: `/api/admin/${list}/:id`,
    need: 'staff',
    make: async (f) => json('GET', `/api/admin/${list}/${await make(f)}`),
  },
  {
    method: 'PATCH',
    url: `/api/admin/${list}/:id`,
    need: 'staff',
    make: async (f) => json('PATCH', `/api/admin/${list}/${await make(f)}`, patch),
  },
  {
    method: 'POST',
    url: `/api/admin/${list}/bulk`,
    need: 'staff',
    make: async (f) => json('POST', `/api/admin/${list}/bulk`, { ...bulk, ids: [await make(f)] }),
  },
  {
    method: 'POST',
    url: `/api/admin/${list}/trash/empty`,
    need: 'owner',
    make: async () => json('POST', `/api/admin/${list}/trash/empty`),
  },
];
const orderedList = (
  list: string,
  edit: 'PATCH' | 'PUT',
  make: (f: Fixtures) => Promise<number>,
  add: (f: Fixtures) => Request,
  change: (id: number) => Request,
): Row[] => [
  { method: 'GET', url: `/api/admin/${list}`, need: 'staff', make: get(`/api/admin/${list}`) },
  { method: 'POST', url: `/api/admin/${list}`, need: 'staff', make: async (f) => add(f) },
  { method: edit, url: `/api/admin/${list}/:id`, need: 'staff', make: async (f) => change(await make(f)) },
  {
    method: 'POST',
    url: `/api/admin/${list}/:id/move`,
    need: 'staff',
    make: async (f) => json('POST', `/api/admin/${list}/${await make(f)}/move`, { direction: 'up' }),
  },
  { method: 'GET', url: `/api/admin/${list}/order`, need: 'staff', make: get(`/api/admin/${list}/order`) },
  {
    method: 'PUT',
    url: `/api/admin/${list}/order`,
    need: 'staff',
    make: async (f) => {
      await make(f); // something to put in order
      return json('PUT', `/api/admin/${list}/order`, await f.reversedOrder(`/api/admin/${list}`, list));
    },
  },
  {
    method: 'DELETE',
    url: `/api/admin/${list}/:id`,
    need: 'staff',
    make: async (f) => json('DELETE', `/api/admin/${list}/${await make(f)}`),
  },
];

const SETTINGS = {
  instituteName: '',
  address: '',
  phone: '',
  email: '',
  whatsapp: '',
  mapsUrl: '',
  facebook: '',
  instagram: '',
  youtube: '',
  linkedin: '',
  upiId: '',
  upiPayee: '',
  officeHours: '',
};

const ROUTES: Row[] = [
  {
    method: 'POST',
    url: '/api/admin/logout',
    need: 'staff',
    make: async () => json('POST', '/api/admin/logout'),
    ok: -1,
  },
  { method: 'GET', url: '/api/admin/me', need: 'staff', make: get('/api/admin/me') },
  {
    method: 'POST',
    url: '/api/admin/account/password',
    need: 'staff',
    make: async () =>
      json('POST', '/api/admin/account/password', {
        currentPassword: 'wrong-password',
        newPassword: 'another-long-pass',
      }),
    ok: 400,
  },
  {
    method: 'PUT',
    url: '/api/admin/account/language',
    need: 'staff',
    make: async () => json('PUT', '/api/admin/account/language', { language: 'en' }),
  },
  { method: 'GET', url: '/api/admin/account/sessions', need: 'staff', make: get('/api/admin/account/sessions') },
  {
    method: 'POST',
    url: '/api/admin/account/sessions/end-others',
    need: 'staff',
    make: async () => json('POST', '/api/admin/account/sessions/end-others'),
  },
  {
    method: 'DELETE',
    url: '/api/admin/account/sessions/:id',
    need: 'staff',
    make: async () => json('DELETE', '/api/admin/account/sessions/AAAAAAAAAAAAAAAAAAAAAA'),
    ok: 404,
  },
  { method: 'GET', url: '/api/admin/users', need: 'owner', make: get('/api/admin/users') },
  {
    method: 'POST',
    url: '/api/admin/users',
    need: 'owner',
    make: async () =>
      json('POST', '/api/admin/users', {
        email: `new${Math.random().toString(36).slice(2)}@dds.test`,
        role: 'staff',
        password: 'first-day-at-dds',
      }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/users/:id',
    need: 'owner',
    make: async () => json('PATCH', '/api/admin/users/:staff', { role: 'staff' }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id',
    need: 'owner',
    make: async () => json('DELETE', '/api/admin/users/:other'),
  },
  { method: 'GET', url: '/api/admin/activity', need: 'staff', make: get('/api/admin/activity') },
  { method: 'GET', url: '/api/admin/activity/people', need: 'staff', make: get('/api/admin/activity/people') },
  { method: 'GET', url: '/api/admin/counts', need: 'staff', make: get('/api/admin/counts') },
  { method: 'GET', url: '/api/admin/storage', need: 'staff', make: get('/api/admin/storage') },
  { method: 'GET', url: '/api/admin/queue', need: 'staff', make: get('/api/admin/queue') },
  // Decision 024: the office's daily work.
  { method: 'GET', url: '/api/admin/assignees', need: 'staff', make: get('/api/admin/assignees') },
  { method: 'GET', url: '/api/admin/reply-templates', need: 'staff', make: get('/api/admin/reply-templates') },
  {
    method: 'PUT',
    url: '/api/admin/reply-templates',
    need: 'staff',
    make: async () => json('PUT', '/api/admin/reply-templates', { items: [{ title: 'Fees', body: 'Namaste {name}' }] }),
  },
  { method: 'GET', url: '/api/admin/reports', need: 'staff', make: get('/api/admin/reports') },
  // No SMTP_URL in this test: the owner's test is answered "e-mail is off" (200), past the guard.
  {
    method: 'POST',
    url: '/api/admin/mail/test',
    need: 'owner',
    make: async () => json('POST', '/api/admin/mail/test'),
  },
  { method: 'GET', url: '/api/admin/backups', need: 'staff', make: get('/api/admin/backups') },
  // The PostgreSQL test app is a schema pg_dump cannot take alone, and a download needs a backup first:
  // what this table checks is the guard, so any answer past it will do (features/owner tests the rest).
  {
    method: 'POST',
    url: '/api/admin/backups',
    need: 'owner',
    make: async () => json('POST', '/api/admin/backups'),
    ok: -2,
  },
  {
    method: 'GET',
    url: '/api/admin/backups/latest.tar.gz',
    need: 'owner',
    make: get('/api/admin/backups/latest.tar.gz'),
    ok: -2,
  },
  ...submissions('inquiries', (f) => f.inquiry(), { notes: 'Called' }, { action: 'status', status: 'contacted' }),
  ...submissions('admissions', (f) => f.admission(), { notes: 'Called' }, { action: 'delete' }),
  ...submissions('donations', (f) => f.donation(), { verified: true }, { action: 'verify', verified: true }),
  {
    method: 'GET',
    url: '/api/admin/donations/:id/screenshot',
    need: 'staff',
    make: async (f) => json('GET', `/api/admin/donations/${await f.donation()}/screenshot`),
  },
  {
    method: 'POST',
    url: '/api/certificates/upload',
    need: 'staff',
    make: async () =>
      form(
        'POST',
        '/api/certificates/upload',
        { name: 'Asha', roll: `U${Math.random().toString(36).slice(2)}`, dob: '2004-05-14' },
        pdf(),
      ),
  },
  { method: 'GET', url: '/api/admin/certificates', need: 'staff', make: get('/api/admin/certificates?page=1') },
  {
    method: 'GET',
    url: '/api/admin/certificates/export.csv',
    need: 'owner',
    make: get('/api/admin/certificates/export.csv'),
  },
  {
    method: 'GET',
    url: '/api/admin/certificates/export.xlsx',
    need: 'owner',
    make: get('/api/admin/certificates/export.xlsx'),
  },
  {
    method: 'GET',
    url: '/api/admin/certificates/:id',
    need: 'staff',
    make: async (f) => json('GET', `/api/admin/certificates/${await f.certificate()}`),
  },
  // Certificates have no status, Trash or verification: every bulk action is the route's own 400, past the guard.
  {
    method: 'POST',
    url: '/api/admin/certificates/bulk',
    need: 'staff',
    make: async (f) => json('POST', '/api/admin/certificates/bulk', { action: 'delete', ids: [await f.certificate()] }),
    ok: 400,
  },
  {
    method: 'GET',
    url: '/api/admin/certificates/:id/file',
    need: 'staff',
    make: async (f) => json('GET', `/api/admin/certificates/${await f.certificate()}/file`),
  },
  {
    method: 'PUT',
    url: '/api/admin/certificates/:id/file',
    need: 'staff',
    make: async (f) => form('PUT', `/api/admin/certificates/${await f.certificate()}/file`, {}, pdf()),
  },
  {
    method: 'DELETE',
    url: '/api/admin/certificates/:id',
    need: 'staff',
    make: async (f) => json('DELETE', `/api/admin/certificates/${await f.certificate()}`),
  },
  { method: 'GET', url: '/api/admin/settings', need: 'staff', make: get('/api/admin/settings') },
  // The record itself is staff's; its payment and contact fields are refused field by field (below).
  {
    method: 'PUT',
    url: '/api/admin/settings',
    need: 'staff',
    make: async () => json('PUT', '/api/admin/settings', { ...SETTINGS, officeHours: `Mon–Sat ${Math.random()}` }),
  },
  // The site's words, logo and favicon: the office's content work (decision 021).
  { method: 'GET', url: '/api/admin/site-text', need: 'staff', make: get('/api/admin/site-text') },
  {
    method: 'PUT',
    url: '/api/admin/site-text/:key',
    need: 'staff',
    make: async () => json('PUT', '/api/admin/site-text/home.hero.lead', { value: `Lead ${Math.random()}` }),
  },
  { method: 'GET', url: '/api/admin/site-images', need: 'staff', make: get('/api/admin/site-images') },
  {
    method: 'PUT',
    url: '/api/admin/site-images/:kind',
    need: 'staff',
    make: async () =>
      form(
        'PUT',
        '/api/admin/site-images/favicon',
        {},
        { field: 'image', name: 'icon.png', type: 'image/png', data: makePng(160, 160) },
      ),
  },
  {
    method: 'DELETE',
    url: '/api/admin/site-images/:kind',
    need: 'staff',
    make: async () => json('DELETE', '/api/admin/site-images/favicon'),
  },
  { method: 'GET', url: '/api/admin/courses', need: 'staff', make: get('/api/admin/courses') },
  {
    method: 'GET',
    url: '/api/admin/courses/:id',
    need: 'staff',
    make: async (f) => json('GET', `/api/admin/courses/${await f.course()}`),
  },
  {
    method: 'POST',
    url: '/api/admin/courses',
    need: 'staff',
    make: async () => json('POST', '/api/admin/courses', { ...course, name: `New ${Math.random()}` }),
  },
  {
    method: 'PUT',
    url: '/api/admin/courses/:id',
    need: 'staff',
    make: async (f) =>
      json('PUT', `/api/admin/courses/${await f.course()}`, { ...course, name: `Edited ${Math.random()}`, fee: 5000 }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/courses/:id',
    need: 'staff',
    make: async (f) => json('PATCH', `/api/admin/courses/${await f.course()}`, { visible: false }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/courses/:id',
    need: 'owner',
    make: async (f) => json('DELETE', `/api/admin/courses/${await f.course()}`),
  },
  {
    method: 'POST',
    url: '/api/admin/courses/reorder',
    need: 'staff',
    make: async (f) =>
      json('POST', '/api/admin/courses/reorder', { list: 'courses', ids: (await f.courseIds()).reverse() }),
  },
  { method: 'GET', url: '/api/admin/courses/order', need: 'staff', make: get('/api/admin/courses/order') },
  {
    method: 'PUT',
    url: '/api/admin/courses/order',
    need: 'staff',
    make: async (f) =>
      json('PUT', '/api/admin/courses/order', {
        list: 'courses',
        ...(await f.reversedOrder('/api/admin/courses', 'courses')),
      }),
  },
  ...orderedList(
    'photos',
    'PATCH',
    (f) => f.photo(),
    () => form('POST', '/api/admin/photos', { caption: 'Lab' }, png('photo')),
    (id) => json('PATCH', `/api/admin/photos/${id}`, { caption: 'New lab' }),
  ),
  ...orderedList(
    'videos',
    'PATCH',
    (f) => f.video(),
    () => json('POST', '/api/admin/videos', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Story' }),
    (id) => json('PATCH', `/api/admin/videos/${id}`, { title: 'New story' }),
  ),
  ...orderedList(
    'leaders',
    'PUT',
    (f) => f.leader(),
    () => form('POST', '/api/admin/leaders', leader),
    (id) => form('PUT', `/api/admin/leaders/${id}`, { ...leader, role: 'CEO' }),
  ),
  ...orderedList(
    'testimonials',
    'PUT',
    (f) => f.testimonial(),
    () => form('POST', '/api/admin/testimonials', testimonial),
    (id) => form('PUT', `/api/admin/testimonials/${id}`, { ...testimonial, year: '2025' }),
  ),
  { method: 'GET', url: '/api/admin/releases', need: 'staff', make: get('/api/admin/releases') },
  // No release is stored in a test: past the guard, the route's own 404.
  {
    method: 'POST',
    url: '/api/admin/releases/try',
    need: 'staff',
    make: async () => json('POST', '/api/admin/releases/try', { part: 'shell', version: 'v1' }),
    ok: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/releases/try/clear',
    need: 'staff',
    make: async () => json('POST', '/api/admin/releases/try/clear'),
  },
];

const OWNER_ONLY_TEXT: Record<string, string> = {
  '/api/admin/users': OWNER_ONLY_MESSAGES.users,
  'export.csv': OWNER_ONLY_MESSAGES.exportPersonalData,
  'export.xlsx': OWNER_ONLY_MESSAGES.exportPersonalData,
  'trash/empty': OWNER_ONLY_MESSAGES.emptyTrash,
  '/api/admin/courses/:id': OWNER_ONLY_MESSAGES.deleteCourse,
  'mail/test': OWNER_ONLY_MESSAGES.mailTest,
  '/api/admin/backups': OWNER_ONLY_MESSAGES.backups,
};
const messageFor = (url: string) => Object.entries(OWNER_ONLY_TEXT).find(([part]) => url.includes(part))?.[1];

describe('the permission table', () => {
  it('lists every registered admin route, and nothing else (a new route is a decision: owner or staff)', async () => {
    const registered = new Set<string>();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-perm-'));
    const { database, drop } = await createTestDatabase('sqlite', dataDir);
    const app = await buildApp(testConfig(dataDir), {
      database,
      onRoute: (r: RouteOptions) => {
        for (const m of ([] as string[]).concat(r.method)) {
          if (
            m !== 'HEAD' &&
            ((r.url.startsWith('/api/admin/') && r.url !== '/api/admin/login') || r.url === '/api/certificates/upload')
          )
            registered.add(`${m} ${r.url}`);
        }
      },
    });
    await app.ready();
    await app.close();
    await drop();
    expect([...registered].sort()).toEqual(Object.keys(ADMIN_ROUTE_NEEDS).sort());
    expect(ROUTES.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...registered].sort());
  });

  it('a HEAD is its GET, and a route nobody listed is owner-only (fail closed)', () => {
    expect(routeNeed('HEAD', '/api/admin/inquiries/export.csv')).toBe('exportPersonalData');
    expect(routeNeed('GET', '/api/admin/some-new-screen')).toBe('unlisted');
  });
});

describeEachDialect('owner and staff, route by route', (t) => {
  let owner: TestAdmin;
  let fixtures: Fixtures;
  beforeAll(async () => {
    owner = await addLoggedInAdmin(t(), 'owner');
    fixtures = new Fixtures(t(), owner);
  });

  /** `:staff` and `:other` in a users URL: the caller's own staff account, and a fresh one to remove. */
  async function call(who: TestAdmin, r: Request, staff: TestAdmin) {
    let url = r.url.replace(':staff', String(staff.id));
    if (url.includes(':other')) url = url.replace(':other', String((await addLoggedInAdmin(t(), 'staff')).id));
    return t().app.inject({
      method: r.method as 'GET',
      url,
      payload: r.payload as string,
      headers: { cookie: who.cookie, origin: ORIGIN, ...r.headers },
    });
  }

  it.each(ROUTES.map((r) => [r.method, r.url, r.need, r] as const))('%s %s needs %s', async (_m, _u, need, row) => {
    // Logout ends the session it is called with: a fresh staff login for each row.
    const staff = await addLoggedInAdmin(t(), 'staff');
    const asStaff = await call(staff, await row.make(fixtures), staff);
    const passed = (status: number) =>
      row.ok === -2
        ? status !== 401 && status !== 403
        : row.ok === -1
          ? status < 300
          : row.ok
            ? status === row.ok
            : status >= 200 && status < 300;
    if (need === 'owner') {
      expect([row.method, row.url, asStaff.statusCode]).toEqual([row.method, row.url, 403]);
      expect(asStaff.json()).toEqual({ message: messageFor(row.url) });
      const asOwner = await call(owner, await row.make(fixtures), staff);
      expect([row.method, row.url, asOwner.statusCode, passed(asOwner.statusCode)]).toEqual([
        row.method,
        row.url,
        asOwner.statusCode,
        true,
      ]);
    } else {
      expect([row.method, row.url, asStaff.statusCode, passed(asStaff.statusCode) ? 'passed' : asStaff.body]).toEqual([
        row.method,
        row.url,
        asStaff.statusCode,
        'passed',
      ]);
    }
  });
});
