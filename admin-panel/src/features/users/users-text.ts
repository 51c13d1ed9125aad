/**
 * The Users screen's words in English (the list, the role picker and its questions, removing a user,
 * the add-user form and the first password's notice), the source of their other languages
 * (docs/decisions/026-hindi.md §8; Hindi: i18n/hi-users.ts). E-mail addresses, dates and the
 * generated password stay as they are. Each English sentence is the one the screen showed before.
 */
export const usersText = {
  'users.title': 'Users',
  'users.ownersOnly': 'Only an owner can manage admin users. Ask an owner if you need an account added or removed.',
  // The two roles' lead, as before: "Owner: everything: …. Staff: the daily work: …." (descriptions in lower case).
  'users.lead': '{owner}: {ownerWhat}. {staff}: {staffWhat}.',
  'users.loadFailed': 'Could not load the users. {reason}',
  'users.caption': 'Admin users',
  'users.col.email': 'Email',
  'users.col.role': 'Role',
  'users.col.lastActive': 'Last active',
  'users.col.added': 'Added',
  'users.col.actions': 'Actions',
  'users.you': ' (you)',
  'users.notSignedIn': 'Not signed in',

  'role.owner': 'Owner',
  'role.staff': 'Staff',
  'role.ownerWhat':
    'Everything: users, payment and contact details, exports, Empty Trash, deleting courses. Told by e-mail of every change to payment or contact details.',
  'role.staffWhat':
    'The daily work: submissions, certificates, courses, gallery, people, office hours. Sees but cannot change payment and contact details.',
  'role.of': 'Role of {email}',
  'role.askSelfStaff': 'Make yourself staff?',
  'role.askSelfStaffDetail': 'You will no longer be able to manage users.',
  'role.selfStaff': 'Make me staff',
  'role.askOwner': 'Make {email} an owner?',
  'role.askOwnerDetail': 'Owners can add and remove users.',
  'role.makeOwner': 'Make owner',
  'role.askStaff': 'Make {email} staff?',
  'role.askStaffDetail': 'They will no longer be able to manage users.',
  'role.makeStaff': 'Make staff',
  'role.changed': '{email} is now {role}',
  'role.notChanged': 'Not changed: {reason}',

  'remove.thisIsYou': 'This is you',
  'remove.ask': 'Remove {email}?',
  'remove.askDetail': 'They are signed out at once and can no longer log in.',
  'remove.confirm': 'Remove',
  'remove.button': 'Remove',
  'remove.label': 'Remove {email}',
  'remove.done': '{email} removed',
  'remove.notDone': 'Not removed: {reason}',

  'add.title': 'Add a user',
  'add.email': 'Email',
  'add.role': 'Role',
  'add.password': 'First password',
  'add.passwordHint':
    'Generated for you; you may type your own instead (8 to 128 characters). You see it once, after adding.',
  'add.generate': 'Generate another password',
  'add.checkForm': 'Check the form',
  'add.adding': 'Adding…',
  'add.submit': 'Add user',
  'add.added': '{email} added as {role}',
  'created.canLogIn': ' can now log in with this password. Copy it now: it is not shown again.',
  'created.password': 'First password:',
  'created.copy': 'Copy password',
  'created.copied': 'Password copied',
  'created.notCopied': 'Could not copy: select the password and copy it by hand',
  'created.done': 'Done',
} as const;

export type UsersTextId = keyof typeof usersText;
