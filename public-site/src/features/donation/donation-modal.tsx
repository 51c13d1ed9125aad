import { useRef } from 'react';
import styled from '@emotion/styled';
import { useInstituteName, useSiteSettings, useSiteText } from '../../content/site-content';
import { Button } from '../../ui/button';
import { SubmissionLanguageInput } from '../../content/language';
import { Field, Honeypot, PrivacyNote } from '../../ui/field';
import { color, radius } from '../../ui/theme';
import { Modal } from './modal';
import { upiPayUrl } from '@dds/shared/schemas/upi-link';
import { UpiQr } from './upi-qr';
import { useDonationForm } from './use-donation-form';
import { useFieldValidityInPageLanguage } from '../../ui/field-validity';
import { useInterfaceText } from '../../i18n/interface-text';
import { RichText } from '../../i18n/rich-text';
import { formText } from '../../ui/form-text';
import { donationText } from './donation-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/forms';

const text = { ...formText, ...donationText };

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
  const t = useInterfaceText(text);
  const formRef = useRef<HTMLFormElement>(null);
  useFieldValidityInPageLanguage(formRef);
  // Until the institute has set its UPI id, nobody is shown a QR code to pay a made-up target.
  if (!settings.upiId) {
    return (
      <Modal title={title} onClose={onClose}>
        <p>{t('donation.notSetUp')}</p>
      </Modal>
    );
  }
  const payee = settings.upiPayee || instituteName;
  const payUrl = upiPayUrl(settings.upiId, payee);
  return (
    <Modal title={title} onClose={onClose}>
      <Pay>
        <UpiQr url={payUrl} label={t('donation.qrLabel', { payee })} />
        <p className="upi">
          <RichText
            text={t('donation.payTo', { upiId: settings.upiId, payee })}
            tags={{ strong: (words) => <strong>{words}</strong> }}
          />
        </p>
        <a className="tap" href={payUrl}>
          {t('donation.tapToPay')}
        </a>
      </Pay>
      <form
        ref={formRef}
        onSubmit={form.onSubmit}
        aria-label={t('donation.details')}
        css={{ display: 'grid', gap: 16 }}
      >
        <Field>
          <label htmlFor="don-name">{t('field.name')}</label>
          <input
            id="don-name"
            name="name"
            autoComplete="name"
            required
            value={form.values.name}
            onChange={(e) => form.setField('name')(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="don-email">{t('field.email')}</label>
          <input
            id="don-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(e) => form.setField('email')(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="don-shot">{t('donation.screenshot')}</label>
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
            {t('donation.screenshotHint')}
          </p>
          {form.fileError && (
            <p role="alert" css={{ margin: 0, color: color.brand, fontWeight: 600 }}>
              {form.fileError}
            </p>
          )}
          {form.preview && <Preview src={form.preview} alt={t('donation.preview')} />}
        </Field>
        <Honeypot value={form.website} onChange={form.setWebsite} />
        <SubmissionLanguageInput />
        <Button type="submit" disabled={form.sending}>
          {form.sending ? t('form.sending') : t('donation.submit')}
        </Button>
        <PrivacyNote purpose={t('donation.privacy')} />
      </form>
    </Modal>
  );
}
