import { changesOf } from './activity-changes';

describe('before → after of an audit entry', () => {
  it('settings, courses, photos and people: { field: { before, after } }, with the form labels', () => {
    expect(
      changesOf({
        upiId: { before: 'dds@sbi', after: 'reception.personal@ybl' },
        phone: { before: '', after: '+91 98765 43210' },
      }),
    ).toEqual([
      { field: 'upiId', label: 'UPI id', before: 'dds@sbi', after: 'reception.personal@ybl' },
      { field: 'phone', label: 'Phone', before: '(empty)', after: '+91 98765 43210' },
    ]);
    // A course: its name is context, not a change; lists, flags and numbers in words.
    expect(
      changesOf({
        name: 'Tally',
        fee: { before: null, after: 4500 },
        batches: { before: ['Mon 8 am'], after: ['Mon 8 am', 'Sat 5 pm'] },
        visible: { before: true, after: false },
      }),
    ).toEqual([
      { field: 'fee', label: 'Fee (₹)', before: '(empty)', after: '4500' },
      { field: 'batches', label: 'Batches', before: 'Mon 8 am', after: 'Mon 8 am, Sat 5 pm' },
      { field: 'visible', label: 'Visible', before: 'Yes', after: 'No' },
    ]);
  });

  it('submission edits: new values at the top, the old ones under "before"', () => {
    expect(changesOf({ status: 'closed', notes: 'Paid', before: { status: 'new', notes: '' }, bulk: true })).toEqual([
      { field: 'status', label: 'Status', before: 'new', after: 'closed' },
      { field: 'notes', label: 'Notes', before: '(empty)', after: 'Paid' },
    ]);
  });

  it('anything else shows no changes', () => {
    expect(changesOf({})).toEqual([]);
    expect(changesOf({ email: 'a@b', role: 'staff' })).toEqual([]);
  });
});
