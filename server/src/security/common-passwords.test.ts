import { ADMIN } from '../../test/support/test-app';
import { isCommonPassword, loadCommonPasswords } from './common-passwords';

describe('list of common passwords', () => {
  it('ships about ten thousand passwords long enough to pass the length rule', () => {
    expect(loadCommonPasswords()).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    'password',
    'Password1',
    '12345678',
    'QWERTY123',
    'iloveyou',
    'india123',
    'India@123',
    'password@123',
    'Jaishriram',
    'sachin123',
    ' qwertyuiop ',
  ])('knows %j, whatever the case', (password) => expect(isCommonPassword(password)).toBe(true));

  it.each([ADMIN.password, 'e2e-Admin-Pass-2026', 'kq7m-x2pf-9rtb-w4hz', 'dds coaching evening batch'])(
    'lets %j through',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
