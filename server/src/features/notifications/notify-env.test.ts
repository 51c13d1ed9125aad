import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { describeNotifications } from './notifications';
import { parseSmtpUrl } from './notify-env';

const SECRET = 'hunter2-very-secret';

describe('SMTP_URL and NOTIFY_EMAIL', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dds-notify-env-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const refusal = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a configuration error');
  };

  it('both unset (or empty): notifications are off, and the start-up line says how to turn them on', () => {
    for (const env of [{}, { SMTP_URL: '', NOTIFY_EMAIL: ' ' }] as Array<Record<string, string>>) {
      const config = load(env);
      expect(config.smtpUrl).toBeUndefined();
      expect(config.notifyEmail).toBeUndefined();
      expect(describeNotifications(config)).toMatch(/^Notifications: off\. Set SMTP_URL and NOTIFY_EMAIL/);
    }
  });

  it('accepts smtp:// and smtps:// with a login; the start-up line names the server but never the password', () => {
    const config = load({
      SMTP_URL: `smtp://office%40dds.example:${SECRET}@mail.dds.example:587`,
      NOTIFY_EMAIL: 'office@dds.example',
    });
    expect(config.notifyEmail).toBe('office@dds.example');
    const line = describeNotifications(config);
    expect(line).toBe('Notifications: e-mail to office@dds.example through smtp://mail.dds.example:587 (with login)');
    expect(line).not.toContain(SECRET);
    expect(
      load({ SMTP_URL: 'smtps://mail.dds.example', NOTIFY_EMAIL: 'a@dds.example, b@dds.example' }).notifyEmail,
    ).toBe('a@dds.example, b@dds.example');
  });

  it('reads host, port (587 / 465 by default), TLS mode and the percent-decoded login', () => {
    expect(parseSmtpUrl('smtp://mail.example')).toEqual({ host: 'mail.example', port: 587, secure: false });
    expect(parseSmtpUrl('smtps://mail.example')).toEqual({ host: 'mail.example', port: 465, secure: true });
    expect(parseSmtpUrl('smtp://me%40x.in:p%40ss%2Fw0rd@[::1]:2525')).toEqual({
      host: '::1',
      port: 2525,
      secure: false,
      user: 'me@x.in',
      pass: 'p@ss/w0rd',
    });
  });

  it.each([
    [
      { SMTP_URL: `http://user:${SECRET}@mail.example`, NOTIFY_EMAIL: 'a@b.in' },
      /^Invalid environment variable SMTP_URL: expected smtp:\/\//,
    ],
    [{ SMTP_URL: `smtp://user:${SECRET}@mail.example/path`, NOTIFY_EMAIL: 'a@b.in' }, /SMTP_URL/],
    [
      { SMTP_URL: `smtp://user:${SECRET}%zz@mail.example`, NOTIFY_EMAIL: 'a@b.in' },
      /SMTP_URL: the user or password is not properly percent-encoded/,
    ],
    [{ SMTP_URL: `smtp://:${SECRET}@mail.example`, NOTIFY_EMAIL: 'a@b.in' }, /SMTP_URL: a password needs a user name/],
    [{ SMTP_URL: `not a url ${SECRET}`, NOTIFY_EMAIL: 'a@b.in' }, /SMTP_URL/],
    [
      { SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'office at dds' },
      /^Invalid environment variable NOTIFY_EMAIL: expected an e-mail address/,
    ],
    [{ SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'a@b.in, nope' }, /NOTIFY_EMAIL/],
    [
      { SMTP_URL: `smtp://user:${SECRET}@mail.example` },
      /^Invalid environment variable NOTIFY_EMAIL: required when SMTP_URL is set/,
    ],
    [
      { NOTIFY_EMAIL: 'office@dds.example' },
      /^Invalid environment variable SMTP_URL: required when NOTIFY_EMAIL is set/,
    ],
  ])('refuses %j at start, naming the variable and never echoing the password', (env, expected) => {
    const message = refusal(env);
    expect(message).toMatch(expected);
    expect(message).not.toContain(SECRET);
  });
});
