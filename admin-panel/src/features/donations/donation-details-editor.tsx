import { useState, type FormEvent } from 'react';
import type { Donation, DonationUpdate } from '@dds/shared/schemas';
import { toast } from '@dds/shared/toast';
import { WAITING_FOR_LOGIN, useRetryAfterLogin } from '../auth';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { Button, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { FieldError } from '../../ui/field-error';
import { fetchDonation, saveDonation } from './donation-save';

/** The admin fills in what the donor did not send: amount, a message, the UPI reference of the payment. */
export function DonationDetailsEditor({ donation, onSaved }: { donation: Donation; onSaved: (d: Donation) => void }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const conflict = useEditConflict<DonationUpdate>();
  const waitForLogin = useRetryAfterLogin();

  function start() {
    setAmount(donation.amount == null ? '' : String(donation.amount));
    setMessage(donation.message ?? '');
    setUpi(donation.upiReference ?? '');
    setError(null);
    setReloaded(false);
    conflict.clear();
    setOpen(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const value = amount.trim() === '' ? null : Number(amount);
    if (value !== null && (!Number.isFinite(value) || value < 0))
      return setError('Amount must be a number of rupees, 0 or more.');
    void send({ amount: value, message: message.trim() || null, upiReference: upi.trim() || null });
  }

  async function send(details: DonationUpdate, base = donation.version) {
    setSaving(true);
    setError(null);
    conflict.clear();
    try {
      onSaved(await saveDonation(donation.id, details, base));
      setOpen(false);
      toast.success('Donation details saved');
    } catch (failure) {
      // Another admin saved this donation meanwhile: what was typed stays in the boxes.
      if (conflict.caught(failure, details)) return;
      // An ended session: saved again by itself once the admin has logged in.
      setError(
        waitForLogin(failure, () => void send(details, base))
          ? WAITING_FOR_LOGIN
          : `Not saved: ${(failure as Error).message}`,
      );
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    conflict.clear();
    try {
      onSaved(await fetchDonation(donation.id));
      setReloaded(true);
    } catch (failure) {
      setError(`Could not reload: ${(failure as Error).message}`);
    }
  }

  if (!open) {
    return (
      <Button
        type="button"
        onClick={start}
        aria-label={`Edit amount, message and UPI reference of donation from ${donation.name}`}
      >
        Edit
      </Button>
    );
  }
  return (
    <form
      onSubmit={save}
      aria-label={`Details of donation from ${donation.name}`}
      css={{ display: 'grid', gap: 8, minWidth: 200 }}
    >
      <Field label="Amount (₹)">
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <Field label="Message">
        <Input value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <Field label="UPI reference">
        <Input value={upi} maxLength={100} onChange={(e) => setUpi(e.target.value)} />
      </Field>
      <FieldError>{error}</FieldError>
      {conflict.conflict && (
        <EditConflictNotice
          conflict={conflict.conflict}
          busy={saving}
          onReload={() => void reload()}
          onOverwrite={() => conflict.pending && void send(conflict.pending, conflict.conflict?.version)}
        />
      )}
      {reloaded && (
        <p role="status" css={{ margin: 0, fontSize: 14 }}>
          Saved now: {donation.amount == null ? 'no amount' : `₹${donation.amount.toLocaleString('en-IN')}`}, UPI
          reference {donation.upiReference ?? 'none'}. Your values stay in the boxes: Save to use them.
        </p>
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
