import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_SITE_SETTINGS } from '@dds/shared/src/schemas/site-settings';
import { loadConfig } from '../../config';
import { ORIGIN, describeEachDialect } from '../../../test/support/test-app';
import { readSettings } from './settings.repository';
import { seedSettingsIfEmpty } from './settings-seed';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dds-seed-'));

describe('first settings from the environment (SITE_*)', () => {
  it('are read at start, checked with the Settings schema and normalised', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SITE_NAME: 'DDS Sitapur',
      SITE_ADDRESS: 'Station Road\\nSitapur 261001',
      SITE_PHONE: '09876543210',
      SITE_EMAIL: 'office@dds.in',
      SITE_WHATSAPP: '98765 43210',
      SITE_UPI_ID: 'dds@sbi',
      SITE_UPI_PAYEE: 'DDS Trust',
      SITE_OFFICE_HOURS: 'Mon–Sat 9–6',
      SITE_MAPS_URL: 'https://maps.app.goo.gl/abc',
      SITE_FACEBOOK: '',
    });
    expect(config.siteSeed).toEqual({
      instituteName: 'DDS Sitapur',
      address: 'Station Road\nSitapur 261001',
      phone: '+91 98765 43210',
      email: 'office@dds.in',
      whatsapp: '+91 98765 43210',
      upiId: 'dds@sbi',
      upiPayee: 'DDS Trust',
      officeHours: 'Mon–Sat 9–6',
      mapsUrl: 'https://maps.app.goo.gl/abc',
    });
  });

  it('are none when no SITE_* variable is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).siteSeed).toEqual({});
  });

  it.each([
    [{ SITE_PHONE: '12345' }, /Invalid environment variable SITE_PHONE: Phone must be an Indian number/],
    [{ SITE_WHATSAPP: '+1 415 555 0100' }, /SITE_WHATSAPP: WhatsApp number must be an Indian number/],
    [{ SITE_UPI_ID: 'dds-at-sbi' }, /SITE_UPI_ID: UPI id must look like name@bank/],
    [{ SITE_EMAIL: 'office@' }, /SITE_EMAIL: Email must be a valid e-mail address/],
    [{ SITE_INSTAGRAM: 'http://instagram.com/dds' }, /SITE_INSTAGRAM: Instagram link must be a full https:\/\/ link/],
  ])('fail the start naming the variable: %j', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(pattern);
  });
});

describeEachDialect('seeding the settings', (t) => {
  it('fills a fresh install once, bumps the content version and audits it; later starts keep what the admin saved', async () => {
    const { db } = t().database;
    const before = (await t().app.inject({ method: 'GET', url: '/api/content' })).json().version as number;
    expect(await seedSettingsIfEmpty(db, {})).toBe('nothing');
    expect(await seedSettingsIfEmpty(db, { phone: '+91 98765 43210', upiId: 'dds@sbi' })).toBe('seeded');

    const content = (await t().app.inject({ method: 'GET', url: '/api/content' })).json();
    expect(content.version).toBeGreaterThan(before);
    expect(content.settings).toEqual({ ...EMPTY_SITE_SETTINGS, phone: '+91 98765 43210', upiId: 'dds@sbi' });
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.seed')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe('environment');

    // The admin changes the phone; a restart with the old environment must not undo it.
    const saved = await t().app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: await t().login(), origin: ORIGIN },
      payload: { ...content.settings, phone: '9123456789' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await seedSettingsIfEmpty(db, { phone: '+91 98765 43210', upiId: 'other@sbi' })).toBe('kept');
    expect(await readSettings(db)).toMatchObject({ phone: '+91 91234 56789', upiId: 'dds@sbi' });
  });
});
