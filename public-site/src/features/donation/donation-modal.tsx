import styled from '@emotion/styled';
import { useInstituteName, useSiteSettings, useSiteText } from '../../content/site-content';
import { Button } from '../../ui/button';
import { SubmissionLanguageInput } from '../../content/language';
import { Field, Honeypot, PrivacyNote } from '../../ui/field';
import { color, radius } from '../../ui/theme';
import { Modal } from './modal';
import { UpiQr, upiPayUrl } from './upi-qr';
import { useDonationForm } from './use-donation-form';

const Pay = styled.div`
  display: grid;
  gap: 12px;
  margin: 8px 0 24px;
  text-align: center;
  .upi { margin: 0; font-size: 0.95rem; color: ${color.muted}; }
  .upi strong { overflow-wrap: anywhere; }
  .upi strong { color: ${color.ink}; }
  .tap { justify-self: center; display: inline-flex; align-items: center; min-height: 44px; padding: 8px 18px; border-radius: ${radius.pill}; background: ${color.accentSoft}; color: #713f12; font-weight: 700; text-decoration: none; }
`;

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 220px;
  margin-top: 8px;
  border-radius: ${radius.sm};
  border: 1px solid ${color.line};
  object-fit: contain;
`;

export function DonationModal({ onClose }: { onClose: () => void }) {
  const settings = useSiteSettings();
  const { title } = useSiteText().forms.donation;
  const instituteName = useInstituteName();
  const form = useDonationForm(onClose);
  // Until the institute has set its UPI id, nobody is shown a QR code to pay a made-up target.
  if (!settings.upiId) {
    return (
      <Modal title={title} onClose={onClose}>
        <p>Online donations are being set up. Please visit or call the institute to donate — thank you for your support.</p>
      </Modal>
    );
  }
  const payee = settings.upiPayee || instituteName;
  const payUrl = upiPayUrl(settings.upiId, payee);
  return (
    <Modal title={title} onClose={onClose}>
      <Pay>
        <UpiQr url={payUrl} label={`UPI QR code: pay ${payee}`} />
        <p className="upi">
          Scan with any UPI app, or pay to <strong>{settings.upiId}</strong> ({payee}).
        </p>
        <a className="tap" href={payUrl}>
          Tap to pay with a UPI app
        </a>
      </Pay>
      <form onSubmit={form.onSubmit} aria-label="Donation details" css={{ display: 'grid', gap: 16 }}>
        <Field>
          <label htmlFor="don-name">Name</label>
          <input id="don-name" name="name" autoComplete="name" required value={form.name} onChange={(e) => form.setName(e.target.value)} />
        </Field>
        <Field>
          <label htmlFor="don-email">Email</label>
          <input id="don-email" name="email" type="email" autoComplete="email" required value={form.email} onChange={(e) => form.setEmail(e.target.value)} />
        </Field>
        <Field>
          <label htmlFor="don-shot">Payment screenshot</label>
          <input
            key={form.inputKey}
            id="don-shot"
            name="screenshot"
            type="file"
            accept="image/*"
            required
            aria-describedby="don-shot-hint"
            aria-invalid={form.fileError ? true : undefined}
            onChange={form.onFile}
            css={{ minHeight: 48 }}
          />
          <p className="hint" id="don-shot-hint">
            An image (PNG or JPG) of the successful payment.
          </p>
          {form.fileError && (
            <p role="alert" css={{ margin: 0, color: color.brand, fontWeight: 600 }}>
              {form.fileError}
            </p>
          )}
          {form.preview && <Preview src={form.preview} alt="Preview of the chosen screenshot" />}
        </Field>
        <Honeypot value={form.website} onChange={form.setWebsite} />
        <SubmissionLanguageInput />
        <Button type="submit" disabled={form.sending}>
          {form.sending ? 'Sending…' : 'Submit donation details'}
        </Button>
        <PrivacyNote purpose="We use these details only to acknowledge your donation and send your receipt." />
      </form>
    </Modal>
  );
}
