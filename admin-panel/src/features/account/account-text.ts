/**
 * My account's words in English, the source of their other languages (docs/decisions/026-hindi.md
 * §8; Hindi: i18n/hi.ts). What the server answers (a refused password, "Password changed.") is shown
 * as the server says it.
 */
export const accountText = {
  'account.title': 'My account',
  'account.signedInAs': 'Signed in as',
  'account.roleOwner': 'owner: may manage users',
  'account.roleStaff': 'staff',
  'language.title': 'Language of the panel',
  'language.lead':
    'The menus, buttons and screens of this panel. Names, messages and other details people typed, dates, numbers and exports stay as they are.',
  'language.saving': 'Saving…',
  'language.saved': 'The panel is now in English.',
  'language.failed': 'The language was not saved: {reason}',
  'password.title': 'Change password',
  'password.lead': 'Your other sessions are signed out when the password changes; this one stays.',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.newHint': '8 to 128 characters. A few unrelated words are easy to remember and hard to guess.',
  'password.repeat': 'Repeat the new password',
  'password.show': 'Show passwords',
  'password.check': 'Check the passwords',
  'password.notSame': 'The two new passwords are not the same',
  'password.changed': 'Password changed.',
  'password.changedEnded':
    'Password changed. {count, plural, one {# other session was} other {# other sessions were}} signed out.',
  'password.noAnswer': 'No answer from the server. Check your connection and try again.',
  'password.changing': 'Changing…',
  'password.submit': 'Change password',
  'sessions.title': 'Active sessions',
  'sessions.endOthers': 'Sign out the other sessions',
  'sessions.endedOthers': '{count, plural, one {# other session} other {# other sessions}} signed out',
  'sessions.notEnded': 'Not signed out: {reason}',
  'sessions.loadFailed': 'Could not load your sessions. {reason}',
  'sessions.onlyHere': 'You are signed in only here.',
  'sessions.thisDevice': 'This device',
  'sessions.when': 'Last active {lastActive} · signed in {signedIn}',
  'sessions.ip': 'IP address {ip}',
  'sessions.ipUnknown': 'not recorded',
  'sessions.endOneLabel': 'Sign out {device}, last active {lastActive}',
  'sessions.endOne': 'Sign out',
  'sessions.endedOne': 'Signed out {device}',
} as const;
