import { deviceToken, newDeviceId, trustedDeviceId } from './device-cookie';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;

describe('device cookie', () => {
  const id = newDeviceId();
  const token = deviceToken(SECRET, 'admin@dds.test', id);

  it('names its device for the account it was issued for', () => {
    expect(trustedDeviceId(SECRET, 'admin@dds.test', token)).toBe(id);
    expect(token).not.toContain('admin'); // the email is in the signature, not in the cookie
  });

  it('is refused for another account, another secret, or any change', () => {
    expect(trustedDeviceId(SECRET, 'other@dds.test', token)).toBeUndefined();
    expect(trustedDeviceId(`${SECRET}x`, 'admin@dds.test', token)).toBeUndefined();
    const [, issued, sig] = token.split('.');
    expect(trustedDeviceId(SECRET, 'admin@dds.test', `${newDeviceId()}.${issued}.${sig}`)).toBeUndefined();
    expect(trustedDeviceId(SECRET, 'admin@dds.test', `${token}.x`)).toBeUndefined();
    for (const bad of [undefined, '', '..', 'a.b', 'a.b.c'])
      expect(trustedDeviceId(SECRET, 'admin@dds.test', bad)).toBeUndefined();
  });

  it('expires after 90 days', () => {
    const old = deviceToken(SECRET, 'admin@dds.test', id, Date.now() - 89 * DAY);
    expect(trustedDeviceId(SECRET, 'admin@dds.test', old)).toBe(id);
    const older = deviceToken(SECRET, 'admin@dds.test', id, Date.now() - 91 * DAY);
    expect(trustedDeviceId(SECRET, 'admin@dds.test', older)).toBeUndefined();
  });
});
