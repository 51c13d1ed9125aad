import { COURSE_MODES } from '@dds/shared/schemas/course-modes';
import { Button } from '../../ui/button';
import { SubmissionLanguageInput } from '../../content/language';
import { Field, FieldGrid, Honeypot, PrivacyNote } from '../../ui/field';
import { FormCard, RadioRow } from '../../ui/form-card';
import { FormOutcome, PageForm } from '../../ui/page-form';
import { useSiteText } from '../../content/site-content';
import { useAdmissionForm } from './use-admission-form';

export function AdmissionForm() {
  const { values, setField, status, onSubmit, website, setWebsite, outcome, catalogue } = useAdmissionForm();
  const copy = useSiteText().forms.admission;
  return (
    <FormCard>
      <h2 id="admission-title">{copy.title}</h2>
      {copy.lead && <p className="lead">{copy.lead}</p>}
      <PageForm name="admission" onSubmit={onSubmit} aria-labelledby="admission-title">
        <FieldGrid>
          <FormOutcome outcome={outcome} />
          <Field>
            <label htmlFor="adm-name">Full name</label>
            <input id="adm-name" name="name" autoComplete="name" required value={values.name} onChange={(e) => setField('name')(e.target.value)} />
          </Field>
          <Field>
            <label htmlFor="adm-email">Email</label>
            <input id="adm-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => setField('email')(e.target.value)} />
          </Field>
          <Field>
            <label htmlFor="adm-phone">Phone (10 digits)</label>
            {/* type=text, not tel: HTML allows `tel-national` (the number without +91, which the 10-digit
                rule wants) only on text fields; inputMode keeps the phone's digit keypad. */}
            <input
              id="adm-phone"
              name="phone"
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              pattern="[0-9]{10}"
              maxLength={10}
              title="Exactly 10 digits"
              required
              value={values.phone}
              onChange={(e) => setField('phone')(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="adm-course">Course</label>
            <select id="adm-course" name="course" required value={values.course} onChange={(e) => setField('course')(e.target.value)}>
              <option value="">Select Course</option>
              {catalogue.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field as="fieldset" className="full" css={{ border: 0, padding: 0, margin: 0 }}>
            <legend css={{ marginBottom: 8 }}>Mode</legend>
            <RadioRow>
              {COURSE_MODES.map((mode) => (
                <label key={mode}>
                  <input type="radio" name="mode" value={mode} required checked={values.mode === mode} onChange={() => setField('mode')(mode)} />
                  {mode}
                </label>
              ))}
            </RadioRow>
          </Field>
          <Honeypot value={website} onChange={setWebsite} />
          <SubmissionLanguageInput />
          <div className="full" css={{ display: 'grid', gap: 14 }}>
            <Button type="submit" disabled={status !== 'idle'} css={{ width: '100%' }}>
              {status === 'sending' ? 'Submitting…' : status === 'done' ? 'Submitted — taking you home…' : 'Submit Admission'}
            </Button>
            <PrivacyNote purpose="We use these details only to process your admission." />
          </div>
        </FieldGrid>
      </PageForm>
    </FormCard>
  );
}
