import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import type { CertificateMatch } from '@dds/shared/schemas';
import { TYPED_DATE_EXAMPLE, TYPED_DATE_FORMAT, TYPED_DATE_MESSAGE, TYPED_DATE_PATTERN, typedDateToIso } from '@dds/shared/schemas/typed-date';
import { useSiteText } from '../../content/site-content';
import { Button } from '../../ui/button';
import { Field, FieldGrid, PrivacyNote } from '../../ui/field';
import { FormCard } from '../../ui/form-card';
import { Icon } from '../../ui/icon';
import { loadApi, type ApiModule } from '../../ui/lazy-api';
import { PageForm, usePageForm } from '../../ui/page-form';
import { color, radius } from '../../ui/theme';

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

/** A failed lookup in words: the server's refusal (bad input, too many tries) or a failed call. */
function describeFailure(api: ApiModule | undefined, error: unknown): string {
  if (api && error instanceof api.ApiError && (error.status === 400 || error.status === 429)) return error.message;
  return 'We could not check right now. Please try again in a moment.';
}

/**
 * SPEC.md §4/§5: name, roll and date of birth, matched by the server (DESIGN.md §4). A match
 * shows the download link and clears any error; no match removes the link and shows the error.
 */
export function CertificateLookup() {
  const { initialValues, outcome } = usePageForm('certificate', { name: '', roll: '', dob: '' });
  const copy = useSiteText().forms.certificate;
  const [values, setValues] = useState(initialValues);
  // A lookup posted before the app loaded: the server's page already answered it (a same-origin
  // path). A lookup made here keeps the link as the API client resolves it (serverUrl).
  const [found, setFound] = useState<Pick<CertificateMatch, 'name' | 'downloadUrl'> | null>(outcome?.certificate ?? null);
  const [error, setError] = useState(outcome && !outcome.ok ? outcome.message : '');
  const [sending, setSending] = useState(false);
  // Counts finished searches: each one moves focus to its result (below the fold on a phone).
  const [searches, setSearches] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outcome = outcomeRef.current;
    if (!searches || !outcome) return;
    outcome.focus({ preventScroll: true });
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    outcome.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  }, [searches]);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let api: ApiModule | undefined;
    try {
      const dob = typedDateToIso(values.dob);
      if (!dob) {
        setFound(null);
        setError(TYPED_DATE_MESSAGE);
        return;
      }
      api = await loadApi();
      const answer = await api.lookupCertificate({ name: values.name.trim(), roll: values.roll.trim(), dob });
      setFound(answer.found ? { name: answer.name, downloadUrl: api.serverUrl(answer.downloadUrl) } : null);
      setError(answer.found ? '' : MESSAGES.certificateNoMatch);
    } catch (failure) {
      setFound(null);
      setError(describeFailure(api, failure));
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
            <label htmlFor="cert-name">Name</label>
            <input id="cert-name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} />
          </Field>
          <Field>
            <label htmlFor="cert-roll">Roll number</label>
            <input id="cert-roll" name="roll" required value={values.roll} onChange={set('roll')} />
          </Field>
          <Field>
            <label htmlFor="cert-dob">Date of birth</label>
            {/* Text with a visible format, not type=date: every engine then shows the same empty field
                (WebKit's empty date field shows today's date in grey). See typed-date.ts. */}
            <input
              id="cert-dob"
              name="dob"
              inputMode="numeric"
              pattern={TYPED_DATE_PATTERN}
              title={TYPED_DATE_MESSAGE}
              aria-describedby="cert-dob-hint"
              required
              value={values.dob}
              onChange={set('dob')}
            />
            {/* Each date kept on one line: a 360 px phone would otherwise break 17-05-2004 at a hyphen. */}
            <Hint id="cert-dob-hint">
              Format: <span css={{ whiteSpace: 'nowrap' }}>{TYPED_DATE_FORMAT}</span>, for example <span css={{ whiteSpace: 'nowrap' }}>{TYPED_DATE_EXAMPLE}</span>
            </Hint>
          </Field>
          <div className="full" css={{ display: 'grid', gap: 14 }}>
            <Button type="submit" disabled={sending}>
              {sending ? 'Searching…' : 'Search certificate'}
            </Button>
            <PrivacyNote purpose="We use these details only to find your certificate; they are not stored." />
          </div>
        </FieldGrid>
      </PageForm>
      {/* Focusable from script only (tabIndex -1): a screen reader reads the result as focus lands on it. */}
      <div aria-live="polite" id="certificate-outcome" ref={outcomeRef} tabIndex={-1} css={{ scrollMarginTop: 88, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}>
        {found && (
          <Result kind="ok">
            <p>Certificate found for {found.name}.</p>
            <a href={found.downloadUrl} download>
              <Icon name="award" size={20} /> Download Certificate
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
