import { inquiriesResource } from '@dds/shared/src/resources/inquiries';
import { notificationMail, otherFieldLines } from './notification-mail';

const settings = {
  from: 'site@dds.test',
  to: 'office@dds.test',
  adminLinkOrigin: undefined,
  messageIdHost: 'dds.test',
};

/**
 * The office's e-mail lays out the fields it knows in its own words; a field added to the form since
 * (docs/how-to-add.md) follows them as the record view labels it, so nothing the visitor sent is
 * missing from the mail.
 */
describe("the office's e-mail and a submitted field it does not lay out", () => {
  // The inquiry list as it would be with one more field in the schema.
  const withCity = {
    fields: [...inquiriesResource.fields, { key: 'city', label: 'City', kind: 'text' as const }],
    submittedFields: [...(inquiriesResource.submittedFields ?? []), 'city'],
  };
  const laidOut = ['kind', 'name', 'email', 'phone', 'course', 'coursePage', 'message', 'language'];

  it('is a line with its label, on one line; a blank one is left out', () => {
    expect(otherFieldLines(withCity, { name: 'Asha', city: 'Lucknow\r\nBcc: x@evil.test' }, laidOut)).toEqual([
      ['City', 'Lucknow Bcc: x@evil.test'],
    ]);
    expect(otherFieldLines(withCity, { name: 'Asha', city: '' }, laidOut)).toEqual([]);
  });

  it('is none today: every field of the three forms is laid out, so the e-mail reads as it did', () => {
    const mail = notificationMail(
      {
        id: 7,
        kind: 'inquiry',
        createdAt: '2026-11-27T10:00:00.000Z',
        payload: {
          kind: 'student',
          name: 'Asha',
          email: 'asha@dds.test',
          phone: '9876543210',
          course: 'spoken',
          message: 'Hi',
          language: 'en',
        },
      },
      settings,
    );
    expect(mail.text.split('\n').slice(0, 7)).toEqual([
      'New inquiry on the DDS website.',
      '',
      'Name:   Asha',
      'E-mail: asha@dds.test',
      'Phone:  9876543210',
      'Course: Spoken English',
      '',
    ]);
  });
});
