import { useState, type FormEvent, type ReactNode } from 'react';
import type { Donation, DonationUpdate } from '@dds/shared/schemas';
import { toast } from '@dds/shared/toast';
import { useRetryAfterLogin, useWaitingForLogin } from '../auth';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { Button, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { FieldError } from '../../ui/field-error';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { saveDonation } from './donation-save';
import { useDonationReload } from './donation-reload';
import { donationsText } from './donations-text';

/** The admin fills in what the donor did not send: amount, a message, the UPI reference of the payment. */
export function DonationDetailsEditor({ donation, onSaved }: { donation: Donation; onSaved: (d: Donation) => void }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [saving, setSaving] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const conflict = useEditConflict<DonationUpdate>();
  const waitForLogin = useRetryAfterLogin();
  const waitingForLogin = useWaitingForLogin();
  const t = useAdminText(donationsText);
  const refusal = useRefusal(t);

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
    if (value !== null && (!Number.isFinite(value) || value < 0)) return setError(t('details.amountWrong'));
    void send({ amount: value, message: message.trim() || null, upiReference: upi.trim() || null });
  }

  async function send(details: DonationUpdate, base = donation.version) {
    setSaving(true);
    setError(null);
    conflict.clear();
    try {
      onSaved(await saveDonation(donation.id, details, base));
      setOpen(false);
      toast.success(t('details.saved'));
    } catch (failure) {
      // Another admin saved this donation meanwhile: what was typed stays in the boxes.
      if (conflict.caught(failure, details)) return;
      // An ended session: saved again by itself once the admin has logged in.
      setError(
        waitForLogin(failure, () => void send(details, base)) ? waitingForLogin : refusal('donation.notSaved', failure),
      );
    } finally {
      setSaving(false);
    }
  }

  const reload = useDonationReload(donation.id, conflict, setError, (saved) => {
    onSaved(saved);
    setReloaded(true);
  });

  if (!open) {
    return (
      <Button type="button" onClick={start} aria-label={t('details.editOf', { name: donation.name })}>
        {t('details.edit')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={save}
      aria-label={t('details.formOf', { name: donation.name })}
      css={{ display: 'grid', gap: 8, minWidth: 200 }}
    >
      <Field label={t('details.amount')}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <Field label={t('details.message')}>
        <Input value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      <Field label={t('details.upi')}>
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
          {t('details.savedNow', {
            amount: donation.amount == null ? t('details.noAmount') : `₹${donation.amount.toLocaleString('en-IN')}`,
            reference: donation.upiReference ?? t('details.noReference'),
          })}
        </p>
      )}
      <div css={{ display: 'flex', gap: 6 }}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('details.saving') : t('details.save')}
        </Button>
        <Button type="button" onClick={() => setOpen(false)}>
          {t('details.cancel')}
        </Button>
      </div>
    </form>
  );
}
