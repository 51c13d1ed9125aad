import { RESOURCES } from '@dds/shared/resources';
import { describeHistory } from './history-wording';

const at = '2026-11-22T15:58:00.000Z';
const line = (resource: keyof typeof RESOURCES, action: string, details: unknown) =>
  describeHistory(RESOURCES[resource], { at, actor: 'clerk@dds.in', action, details });

describe('record history in words', () => {
  it('names each corrected field with its old and new value, keeping capitals like UPI', () => {
    expect(
      line('inquiries', 'inquiry.update', { phone: '9876543210', email: 'a@b.in', before: { phone: '98765 4321O' } }),
    ).toBe('Changed phone from “98765 4321O” to “9876543210”');
    expect(
      line('donations', 'donation.update', {
        amount: 500,
        upiReference: '4123',
        message: null,
        before: { amount: null, upiReference: null },
      }),
    ).toBe('Set amount to ₹500; Set UPI reference to “4123”');
  });

  it('words status changes, notes, verification and the Trash the way a clerk says them', () => {
    expect(
      line('admissions', 'admission.update', { status: 'rejected', before: { status: 'pending' }, bulk: true }),
    ).toBe('Changed status from Pending to Rejected');
    expect(line('inquiries', 'inquiry.update', { notes: 'Call Monday', before: { notes: '' } })).toBe(
      'Edited the notes',
    );
    expect(line('donations', 'donation.update', { verified: true, before: { verified: false } })).toBe(
      'Marked the payment verified',
    );
    expect(line('inquiries', 'inquiry.spam', { bulk: true })).toBe('Marked as spam (moved to the Trash)');
    expect(line('inquiries', 'inquiry.restore', { from: 'spam', bulk: true })).toBe('Restored from the Trash');
  });

  it('reads entries written before soft delete (the update as sent, as JSON text) and says when nothing changed', () => {
    expect(line('inquiries', 'inquiry.update', '{"status":"contacted"}')).toBe('Changed status to Contacted');
    expect(line('inquiries', 'inquiry.update', { status: 'new', before: {} })).toBe('Saved with no change');
  });

  it('words an action a newer server wrote as well as it can: something done, its code, and what it changed', () => {
    expect(line('inquiries', 'inquiry.merge', { phone: '9876543210', before: { phone: '98765 4321O' } })).toBe(
      'Did something this panel does not name yet (inquiry.merge): Changed phone from “98765 4321O” to “9876543210”',
    );
    expect(line('inquiries', 'inquiry.archive', null)).toBe(
      'Did something this panel does not name yet (inquiry.archive)',
    );
    // Its verb is one the Trash knows, but the code is not: nothing is guessed from it.
    expect(line('inquiries', 'record.delete', { bulk: true })).toBe(
      'Did something this panel does not name yet (record.delete)',
    );
  });
});
