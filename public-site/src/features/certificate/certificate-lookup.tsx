import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CertificateMatch } from '@dds/shared/schemas';
import { TYPED_DATE_PATTERN, typedDateToIso } from '@dds/shared/schemas/typed-date';
import { useInterfaceText } from '../../i18n/interface-text';
import { RichText } from '../../i18n/rich-text';
import { useServerMessage } from '../../i18n/server-messages';
import { serverText } from '../../i18n/server-text';
import { formText } from '../../ui/form-text';
import { DOB_HINT_VALUES, certificateText } from './certificate-text';
import { useSiteText } from '../../content/site-content';
import { Button } from '../../ui/button';
import { Field, FieldGrid, PrivacyNote } from '../../ui/field';
import { FormCard } from '../../ui/form-card';
import { Icon } from '../../ui/icon';
import { loadApi, type ApiModule } from '../../ui/lazy-api';
import { PageForm, usePageForm } from '../../ui/page-form';
import { color, radius } from '../../ui/theme';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/forms';

// `kind` is also an HTML attribute (of <track>), so emotion would write <div kind>: keep it back.
const Result = styled('div', { shouldForwardProp: (prop) => prop !== 'kind' })<{ kind: 'ok' | 'error' }>`
  margin-top: 20px;
  padding: 16px 18px;
  border-radius: ${radius.md};
  background: ${(p) => (p.kind === 'ok' ? '#ecfdf5' : color.brandSoft)};
  color: ${(p) => (p.kind === 'ok' ? '#065f46' : color.brandDark)};
  font-weight: 600;
  a { display: inline-flex; align-items: center; gap: 8px; margin-top: 10px; min-height: 48px; padding: 10px 20px; border-radius: ${radius.pill}; background: #047857; color: #fff; text-decoration: none; }
  p { margin: 0; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${color.muted};
`;

const text = { ...formText, ...serverText, ...certificateText };

/** A failed lookup in words: the server's refusal (bad input, too many tries), or undefined for a failed call. */
function refusalOf(api: ApiModule | undefined, error: unknown): string | undefined {
  if (api && error instanceof api.ApiError && (error.status === 400 || error.status === 429)) return error.message;
  return undefined;
}

/**
 * docs/contract.md §3: name, roll and date of birth, matched by the server (docs/contract.md §8). A match
 * shows the download link and clears any error; no match removes the link and shows the error.
 */
export function CertificateLookup() {
  const { initialValues, outcome } = usePageForm('certificate', { name: '', roll: '', dob: '' });
  const copy = useSiteText().forms.certificate;
  const t = useInterfaceText(text);
  const local = useServerMessage();
  const [values, setValues] = useState(initialValues);
  // A lookup posted before the app loaded: the server's page already answered it (a same-origin
  // path). A lookup made here keeps the link as the API client resolves it (serverUrl).
  const [found, setFound] = useState<Pick<CertificateMatch, 'name' | 'downloadUrl'> | null>(
    outcome?.certificate ?? null,
  );
  // A post answered before the app loaded: the server's words, in the page's language.
  const [error, setError] = useState(outcome && !outcome.ok ? local(outcome.message) : '');
  const [sending, setSending] = useState(false);
  // Counts finished searches: each one moves focus to its result (below the fold on a phone).
  const [searches, setSearches] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outcome = outcomeRef.current;
    if (!searches || !outcome) return;
    outcome.focus({ preventScroll: true });
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    outcome.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  }, [searches]);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let api: ApiModule | undefined;
    try {
      const dob = typedDateToIso(values.dob);
      if (!dob) {
        setFound(null);
        setError(t('server.typedDate'));
        return;
      }
      api = await loadApi();
      const answer = await api.lookupCertificate({ name: values.name.trim(), roll: values.roll.trim(), dob });
      setFound(answer.found ? { name: answer.name, downloadUrl: api.serverUrl(answer.downloadUrl) } : null);
      setError(answer.found ? '' : t('message.certificateNoMatch'));
    } catch (failure) {
      setFound(null);
      const refusal = refusalOf(api, failure);
      setError(refusal ? local(refusal) : t('server.lookupUnavailable'));
    } finally {
      setSending(false);
      setSearches((n) => n + 1);
    }
  };

  return (
    <FormCard>
      <h2 id="cert-title">{copy.title}</h2>
      {copy.lead && <p className="lead">{copy.lead}</p>}
      <PageForm name="certificate" onSubmit={onSubmit} aria-labelledby="cert-title">
        <FieldGrid>
          <Field className="full">
            <label htmlFor="cert-name">{t('field.name')}</label>
            <input id="cert-name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} />
          </Field>
          <Field>
            <label htmlFor="cert-roll">{t('field.rollNumber')}</label>
            <input id="cert-roll" name="roll" required value={values.roll} onChange={set('roll')} />
          </Field>
          <Field>
            <label htmlFor="cert-dob">{t('field.dateOfBirth')}</label>
            {/* Text with a visible format, not type=date: every engine then shows the same empty field
                (WebKit's empty date field shows today's date in grey). See typed-date.ts. */}
            <input
              id="cert-dob"
              name="dob"
              inputMode="numeric"
              pattern={TYPED_DATE_PATTERN}
              title={t('server.typedDate')}
              aria-describedby="cert-dob-hint"
              required
              value={values.dob}
              onChange={set('dob')}
            />
            {/* Each date kept on one line: a 360 px phone would otherwise break 17-05-2004 at a hyphen. */}
            <Hint id="cert-dob-hint">
              <RichText
                text={t('certificate.dobHint', DOB_HINT_VALUES)}
                tags={{ nowrap: (words) => <span css={{ whiteSpace: 'nowrap' }}>{words}</span> }}
              />
            </Hint>
          </Field>
          <div className="full" css={{ display: 'grid', gap: 14 }}>
            <Button type="submit" disabled={sending}>
              {sending ? t('certificate.searching') : t('certificate.search')}
            </Button>
            <PrivacyNote purpose={t('certificate.privacy')} />
          </div>
        </FieldGrid>
      </PageForm>
      {/* Focusable from script only (tabIndex -1): a screen reader reads the result as focus lands on it. */}
      <div
        aria-live="polite"
        id="certificate-outcome"
        ref={outcomeRef}
        tabIndex={-1}
        css={{ scrollMarginTop: 88, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}
      >
        {found && (
          <Result kind="ok">
            <p>{t('server.certificateFound', { name: found.name })}</p>
            <a href={found.downloadUrl} download>
              <Icon name="award" size={20} /> {t('certificate.download')}
            </a>
          </Result>
        )}
        {error && (
          <Result kind="error" role="alert">
            <p>{error}</p>
          </Result>
        )}
      </div>
    </FormCard>
  );
}
