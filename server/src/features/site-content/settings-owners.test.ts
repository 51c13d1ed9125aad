import { OWNER_ONLY_MESSAGES, OWNER_ONLY_SETTINGS } from '@dds/shared/src/schemas/permissions';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@dds/shared/src/schemas/site-settings';
import { notifyConfig, settled } from '../../../test/support/notify-test-helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server';
import { addLoggedInAdmin, call, type TestAdmin } from '../../../test/support/admin-test-users';
import { ADMIN, ORIGIN, startTestApp, testDialects, type TestApp } from '../../../test/support/test-app';

// Payment and contact settings are the owners': staff may save the rest of the record, and every
// change of one of them e-mails every owner with the old and new value and who made it (a real
// SMTP server receives it; the outbox sends it once).

const start: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  instituteName: 'DDS Institute',
  phone: '+91 98765 43210',
  upiId: 'dds@sbi',
  address: 'Station Road\nSitapur',
  officeHours: 'Mon–Sat',
};

for (const dialect of testDialects()) {
  describe(`owner-only settings and the owners' e-mail [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let t: TestApp;
    let owner: string;
    let secondOwner: TestAdmin;
    let staff: TestAdmin;
    const put = (cookie: string, body: SiteSettings) => call(t, cookie, 'PUT', '/api/admin/settings', body);
    /** The settings as saved, without their version (docs/decisions/012-no-silent-overwrites.md) and Hindi. */
    const stored = async () => {
      const {
        version: _version,
        hindi: _hindi,
        ...settings
      } = (await call(t, owner, 'GET', '/api/admin/settings')).json() as SiteSettings & {
        version: number;
        hindi: object;
      };
      return settings;
    };

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      t = await startTestApp(dialect, notifyConfig(smtp, { publicOrigin: ORIGIN }));
      owner = (await addLoggedInAdmin(t, 'owner')).cookie;
      secondOwner = await addLoggedInAdmin(t, 'owner');
      staff = await addLoggedInAdmin(t, 'staff');
      expect((await put(owner, start)).statusCode).toBe(200);
      await smtp.waitFor(1);
      await settled(t.database);
      smtp.received.length = 0;
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    it.each(OWNER_ONLY_SETTINGS.map((f) => [f]))(
      'staff changing %s: 403 with the reason, nothing saved, no e-mail',
      async (field) => {
        const value: Partial<SiteSettings> = {
          instituteName: 'Other',
          address: 'Elsewhere',
          mapsUrl: 'https://maps.example/x',
          phone: '9000000001',
          email: 'x@example.com',
          whatsapp: '9000000002',
          upiId: 'reception.personal@ybl',
          upiPayee: 'Reception',
        };
        const res = await put(staff.cookie, { ...start, [field]: value[field] });
        expect([field, res.statusCode, res.json()]).toEqual([
          field,
          403,
          { message: OWNER_ONLY_MESSAGES.paymentSettings },
        ]);
        expect(await stored()).toEqual(start);
      },
    );

    it('staff may save the record with the payment fields as they are, and change the rest; no e-mail for that', async () => {
      const res = await put(staff.cookie, {
        ...start,
        officeHours: 'Mon–Sat, 8 am – 7 pm',
        facebook: 'https://facebook.com/dds',
      });
      expect(res.statusCode).toBe(200);
      expect((await stored()).officeHours).toBe('Mon–Sat, 8 am – 7 pm');
      const rows = await t.database.db
        .selectFrom('notification_outbox')
        .select('kind')
        .where('kind', '=', 'settings-change')
        .execute();
      expect(rows).toHaveLength(1); // the set-up's change only
      // Put it back for the next test.
      expect((await put(staff.cookie, start)).statusCode).toBe(200);
    });

    it('an owner changing the UPI id and phone e-mails every owner once, with who, before and after', async () => {
      const res = await put(secondOwner.cookie, {
        ...start,
        upiId: 'ddsinstitute@okaxis',
        phone: '9123456780',
        officeHours: 'Mon–Fri',
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await smtp.waitFor(1);
      await settled(t.database);
      expect(smtp.received).toHaveLength(1);
      // Three owners (the seeded one and two more), one message to all of them at once.
      const owners = (
        await t.database.db.selectFrom('admin_users').select('email').where('role', '=', 'owner').execute()
      ).map((o) => o.email);
      expect(owners).toHaveLength(3);
      expect(owners).toContain(ADMIN.email);
      expect([...mail!.envelope.to].sort()).toEqual(owners.sort());
      expect(mail!.envelope.to).not.toContain(staff.email);
      expect(mail!.subject).toBe('Website payment or contact details changed: Phone, UPI id, Office hours');
      expect(mail!.text).toContain(`${secondOwner.email} changed the payment or contact details of the DDS website.`);
      expect(mail!.text).toContain('UPI id\n  Before: dds@sbi\n  After:  ddsinstitute@okaxis\n');
      expect(mail!.text).toContain('Phone\n  Before: +91 98765 43210\n  After:  +91 91234 56780\n');
      expect(mail!.text).toContain('Office hours\n  Before: Mon–Sat\n  After:  Mon–Fri\n');
      expect(mail!.text).toContain(`${ORIGIN}/admin/activity?action=settings.update`);
      expect(mail!.header('auto-submitted')).toBe('auto-generated');

      // The Activity screen's entry holds the same before → after.
      const entry = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'settings.update')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.actor).toBe(secondOwner.email);
      expect(JSON.parse(entry.detail!)).toEqual({
        phone: { before: '+91 98765 43210', after: '+91 91234 56780' },
        upiId: { before: 'dds@sbi', after: 'ddsinstitute@okaxis' },
        officeHours: { before: 'Mon–Sat', after: 'Mon–Fri' },
      });
    });

    it('a multi-line address keeps its lines in the e-mail, indented under Before/After', async () => {
      smtp.received.length = 0;
      const now = await stored();
      expect((await put(owner, { ...now, address: 'Near Gandhi Chowk\nStation Road, Sitapur' })).statusCode).toBe(200);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.text).toContain(
        'Address\n  Before: Station Road\n          Sitapur\n  After:  Near Gandhi Chowk\n          Station Road, Sitapur\n',
      );
    });

    it('the Hindi address is the address on Hindi pages: an owner’s change of it e-mails every owner', async () => {
      smtp.received.length = 0;
      const now = await stored();
      const res = await put(owner, { ...now, hindi: { [now.address]: 'गांधी चौक के पास' } } as SiteSettings);
      expect(res.statusCode).toBe(200);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.subject).toBe('Website payment or contact details changed: Address in Hindi');
      expect(mail!.text).toContain('Address in Hindi\n  Before: (not set)\n  After:  गांधी चौक के पास\n');
    });
  });
}
