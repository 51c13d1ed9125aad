import type { ActivityEntry } from '@dds/shared/schemas/account';
import { AUDIT_ACTIONS } from '@dds/shared/schemas/audit-actions';
import {
  ACTION_OPTIONS,
  ACTIVITY_WORDING,
  describeActivity,
  describeActivityParts,
  unknownActionLabel,
} from './activity-wording';

const entry = (action: string, target: string | null = null, detail: string | null = null): ActivityEntry => ({
  id: 1,
  at: '2026-11-22T15:58:00.000Z',
  actor: 'a@dds.test',
  action,
  target,
  detail,
  ip: null,
});

it.each([
  [entry('login'), 'Logged in'],
  [entry('inquiry.update', 'inquiry:12', '{"status":"contacted"}'), 'Changed status of inquiry #12 to Contacted'],
  [entry('admission.update', 'admission:3', '{"notes":"Call on Monday"}'), 'Edited notes of admission #3'],
  [
    entry('inquiry.update', 'inquiry:5', '{"status":"closed","notes":""}'),
    'Changed status of inquiry #5 to Closed and edited its notes',
  ],
  [entry('donation.update', 'donation:7', '{"verified":true}'), 'Marked donation #7 verified'],
  [entry('certificate.upload', 'certificate:4', 'DDS-104'), 'Uploaded certificate #4 (roll DDS-104)'],
  [entry('inquiries.export'), 'Exported inquiries to CSV'],
  [entry('donations.export', null, '{"format":"xlsx","ids":2}'), 'Exported donations to Excel (.xlsx)'],
  [entry('user.create', 'admin_user:9', '{"email":"ravi@dds.test","role":"staff"}'), 'Added ravi@dds.test as staff'],
  [
    entry('user.role', 'admin_user:9', '{"email":"ravi@dds.test","from":"staff","to":"owner"}'),
    'Changed ravi@dds.test from staff to owner',
  ],
  [entry('user.delete', 'admin_user:9', '{"email":"ravi@dds.test","role":"owner"}'), 'Removed ravi@dds.test (owner)'],
  [entry('account.sessions.end-others', 'admin_user:1', '2'), 'Signed out their other sessions (2)'],
  [
    entry(
      'settings.update',
      'settings',
      '{"phone":{"before":"","after":"+91 98765 43210"},"upiId":{"before":"","after":"dds@sbi"}}',
    ),
    'Changed the site settings: Phone, UPI id',
  ],
  [
    entry('settings.update', 'settings', '{"hindi":{"before":{},"after":{"Mon–Sat":"सोम–शनि"}}}'),
    'Changed the site settings: Hindi of the address and office hours',
  ],
  [entry('course.update', 'course:14'), 'Edited course #14'],
  [entry('photo.move', 'photo:3', 'up'), 'Moved photo #3 up'],
  [entry('photo.reorder', 'photos', '{"ids":[3,1,2]}'), 'Put the photos in a new order'],
  [entry('testimonial.delete', 'testimonial:2'), 'Deleted testimonial #2'],
  [
    entry('inquiry.update', 'inquiry:8', '{"name":"Tanya Sharma","phone":"9876543210","before":{"name":"Tanya"}}'),
    'Corrected the name, phone of inquiry #8',
  ],
  [
    entry('inquiry.update', 'inquiry:8', '{"status":"closed","before":{"status":"new"},"bulk":true}'),
    'Changed status of inquiry #8 to Closed',
  ],
  [
    entry('donation.update', 'donation:7', '{"email":"a@b.in","before":{"email":"a@b"}}'),
    'Corrected the e-mail of donation #7',
  ],
  [entry('inquiry.delete', 'inquiry:8', '{"bulk":true}'), 'Moved inquiry #8 to the Trash'],
  [entry('admission.spam', 'admission:2', '{"bulk":true}'), 'Marked admission #2 as spam'],
  [entry('donation.restore', 'donation:7', '{"from":"spam","bulk":true}'), 'Restored donation #7 from the Trash'],
  // A code a newer server writes (decision 005, "Codes a panel does not know"): what it can say, the code kept.
  [entry('record.merge', 'inquiry:12'), 'Did something this panel does not name yet (record.merge) on inquiry #12'],
  [entry('something.new', 'thing:1'), 'Did something this panel does not name yet (something.new) on thing #1'],
  [entry('backup.verify', null, 'nightly.db'), 'Did something this panel does not name yet (backup.verify)'],
  // A code that is a name on every object is still unknown, not the object's own property.
  [entry('constructor', null), 'Did something this panel does not name yet (constructor)'],
  [entry('toString', 'course:3'), 'Did something this panel does not name yet (toString) on course #3'],
])('%j reads "%s"', (e, text) => expect(describeActivity(e)).toBe(text));

describe('the action filter', () => {
  it('offers each action the server writes, once, under a label of its own', () => {
    expect(ACTION_OPTIONS.map((o) => o.value).sort()).toEqual([...AUDIT_ACTIONS].sort());
    const labels = ACTION_OPTIONS.map((o) => o.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it('words no action the server cannot write', () => {
    expect(
      Object.keys(ACTIVITY_WORDING).filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code)),
    ).toEqual([]);
  });
});

it.each([
  [
    entry('inquiry.update', 'inquiry:35', '{"status":"contacted"}'),
    { name: 'Asha Verma' },
    'Changed status of inquiry from Asha Verma to Contacted',
  ],
  [
    entry('donation.update', 'donation:7', '{"verified":true}'),
    { name: 'Ravi Kumar' },
    'Marked donation from Ravi Kumar verified',
  ],
  [entry('photo.caption', 'photo:3'), { name: 'Diwali 2024' }, 'Edited the caption of photo “Diwali 2024”'],
  [entry('photo.caption', 'photo:3'), { name: '' }, 'Edited the caption of photo #3'],
  [entry('inquiry.purge', 'inquiry:35'), null, 'Deleted inquiry #35 for good (from the Trash)'],
])('%j with record %j reads "%s"', (e, record, text) => expect(describeActivity({ ...e, record })).toBe(text));

describe('an action this panel does not know', () => {
  it('keeps its code apart from the words, so the screen can show it as a code, and links the record', () => {
    const parts = describeActivityParts({
      ...entry('record.merge', 'inquiry:12'),
      record: { name: 'Asha Verma' },
    });
    expect(parts).toEqual([
      'Did something this panel does not name yet (',
      { code: 'record.merge' },
      ') on ',
      { text: 'inquiry from Asha Verma', href: '/admin/inquiries/12' },
    ]);
  });

  it('is named in the filter by what it is, with its code', () => {
    expect(unknownActionLabel('record.merge')).toBe('record.merge — an action this panel does not name yet');
  });
});
