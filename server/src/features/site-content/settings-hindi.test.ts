import { OWNER_ONLY_MESSAGES } from '@dds/shared/src/schemas/permissions';
import { EMPTY_SITE_SETTINGS, type SiteContent, type SiteSettings } from '@dds/shared/src/schemas/site-settings';
import { addLoggedInAdmin, call } from '../../../test/support/admin-test-users';
import { writeStandInPages } from '../../../test/support/stand-in-pages';
import { describeEachDialect } from '../../../test/support/test-app';

// docs/decisions/026-hindi.md §3 "Courses, people and settings": the address and the office hours
// keep the owner's Hindi beside the English, by the English each translates.

const settings: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  address: 'Near Gandhi Chowk\nStation Road, Sitapur',
  officeHours: 'Mon–Sat, 9 am – 6 pm',
};
const ADDRESS_HI = 'गांधी चौक के पास\nस्टेशन रोड, सीतापुर';
const HOURS_HI = 'सोम–शनि, सुबह 9 – शाम 6';

describeEachDialect('settings: the Hindi of the address and office hours', (t) => {
  let owner: string;
  beforeAll(async () => {
    owner = await t().login();
    // A page to carry the inline content.
    writeStandInPages(
      t().config,
      `exports.renderPageParts = async () => ({ head: '<title>Page</title>', body: '<main>Home</main>' });`,
    );
  });
  const stored = async () =>
    (await call(t(), owner, 'GET', '/api/admin/settings')).json() as SiteSettings & {
      hindi: Record<string, string>;
      version: number;
    };
  const put = async (cookie: string, body: object) => {
    const { version } = await stored();
    return call(t(), cookie, 'PUT', '/api/admin/settings', { ...body, version });
  };
  const content = async () => (await t().app.inject({ method: 'GET', url: '/api/content' })).json() as SiteContent;
  const lastAudit = () =>
    t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('stores the Hindi with the settings, on the public content at once, audited before → after', async () => {
    const res = await put(owner, {
      ...settings,
      hindi: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI, 'Not a setting': 'कुछ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hindi).toEqual({ [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI });
    expect((await stored()).hindi).toEqual({ [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI });
    expect((await content()).settingsHindi).toEqual({
      [settings.address]: ADDRESS_HI,
      [settings.officeHours]: HOURS_HI,
    });

    // Only the Hindi changes: a new content version and an Activity line of the Hindi alone.
    const version = (await content()).version;
    const HOURS_HI_2 = 'सोमवार–शनिवार, सुबह 9 – शाम 6';
    await put(owner, { ...settings, hindi: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI_2 } });
    expect((await content()).version).toBeGreaterThan(version);
    expect(JSON.parse((await lastAudit())!.detail!)).toEqual({
      hindi: {
        before: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI },
        after: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI_2 },
      },
    });
    await put(owner, { ...settings, hindi: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI } });
  });

  it('a save without the Hindi keeps it; a reworded office hours leaves its Hindi behind', async () => {
    const kept = await put(owner, { ...settings, facebook: 'https://facebook.com/dds' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().hindi).toEqual({ [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI });

    const reworded = await put(owner, { ...settings, officeHours: 'Mon–Sat, 8 am – 7 pm' });
    expect(reworded.json().hindi).toEqual({ [settings.address]: ADDRESS_HI });
    expect((await content()).settingsHindi).toEqual({ [settings.address]: ADDRESS_HI });
    await put(owner, { ...settings, hindi: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI } });
  });

  it('refuses Hindi with hidden characters, too long, or not a list of translations (400), saving nothing', async () => {
    for (const hindi of [
      { [settings.officeHours]: 'सोम\u200F' },
      { [settings.address]: 'स'.repeat(501) },
      ['सोम'],
      'सोम',
    ]) {
      const res = await put(owner, { ...settings, hindi });
      expect([JSON.stringify(hindi).slice(0, 20), res.statusCode]).toEqual([JSON.stringify(hindi).slice(0, 20), 400]);
    }
    expect((await stored()).hindi).toEqual({ [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI });
  });

  it('the Hindi address is the owner’s as the address is; staff may write the office hours’ Hindi', async () => {
    const staff = (await addLoggedInAdmin(t(), 'staff')).cookie;
    const refused = await put(staff, {
      ...settings,
      hindi: { [settings.address]: 'कहीं और', [settings.officeHours]: HOURS_HI },
    });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: OWNER_ONLY_MESSAGES.paymentSettings }]);
    expect((await stored()).hindi[settings.address]).toBe(ADDRESS_HI);

    const hours = await put(staff, {
      ...settings,
      hindi: { [settings.address]: ADDRESS_HI, [settings.officeHours]: 'सोम–शनि' },
    });
    expect(hours.statusCode).toBe(200);
    expect(hours.json().hindi[settings.officeHours]).toBe('सोम–शनि');
    await put(owner, { ...settings, hindi: { [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI } });
  });

  it('only Hindi pages carry the settings’ Hindi: an English page’s inline content has none', async () => {
    const inline = async (url: string) => {
      const json = /<script id="dds-content" type="application\/json">(.*?)<\/script>/.exec(
        (await t().app.inject({ method: 'GET', url })).body,
      )![1]!;
      return JSON.parse(json) as SiteContent;
    };
    const hindiPage = await inline('/hi');
    expect(hindiPage.settingsHindi).toEqual({ [settings.address]: ADDRESS_HI, [settings.officeHours]: HOURS_HI });
    const englishPage = await inline('/');
    expect(englishPage).not.toHaveProperty('settingsHindi');
    expect(englishPage.settings.officeHours).toBe(settings.officeHours);
    expect(JSON.stringify(englishPage)).not.toContain('सोम');
  });
});
