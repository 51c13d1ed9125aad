import { useState, type FormEvent } from 'react';
import { updateDonation } from '@dds/shared/api';
import type { Donation } from '@dds/shared/schemas';
import { toast } from '@dds/shared/toast';
import { WAITING_FOR_LOGIN, useRetryAfterLogin } from '../auth';
import { Button, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';

/** The admin fills in what the donor did not send: amount, a message, the UPI reference of the payment. */
export function DonationDetailsEditor({ donation, onSaved }: { donation: Donation; onSaved: (d: Donation) => void }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const waitForLogin = useRetryAfterLogin();

  function start() {
    setAmount(donation.amount == null ? '' : String(donation.amount));
    setMessage(donation.message ?? '');
    setUpi(donation.upiReference ?? '');
    setError(null);
    setOpen(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const value = amount.trim() === '' ? null : Number(amount);
    if (value !== null && (!Number.isFinite(value) || value < 0)) return setError('Amount must be a number of rupees, 0 or more.');
    void send({ amount: value, message: message.trim() || null, upiReference: upi.trim() || null });
  }

  async function send(details: Parameters<typeof updateDonation>[1]) {
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateDonation(donation.id, details));
      setOpen(false);
      toast.success('Donation details saved');
    } catch (failure) {
      // An ended session: saved again by itself once the admin has logged in.
      setError(waitForLogin(failure, () => void send(details)) ? WAITING_FOR_LOGIN : `Not saved: ${(failure as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <Button type="button" onClick={start} aria-label={`Edit amount, message and UPI reference of donation from ${donation.name}`}>
        Edit
      </Button>
    );
  }
  return (
    <form onSubmit={save} aria-label={`Details of donation from ${donation.name}`} css={{ display: 'grid', gap: 8, minWidth: 200 }}>
      <Field label="Amount (₹)">
        <Input type="number" inputMode="decimal" min={0} step="any" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Message">
        <Input value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <Field label="UPI reference">
        <Input value={upi} maxLength={100} onChange={(e) => setUpi(e.target.value)} />
      </Field>
      {error && (
        <span role="alert" css={{ fontSize: 13, color: colors.danger }}>
          {error}
        </span>
      )}
      <div css={{ display: 'flex', gap: 6 }}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
