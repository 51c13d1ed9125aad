import { COURSE_MODES } from '@dds/shared/schemas/course-modes';
import { useCourses } from '../../content/courses';
import { useCourseText } from '../../content/record-text';
import { Button } from '../../ui/button';
import { SubmissionLanguageInput } from '../../content/language';
import { Field, FieldGrid, Honeypot, PrivacyNote } from '../../ui/field';
import { FormCard, RadioRow } from '../../ui/form-card';
import { FormOutcome, PageForm } from '../../ui/page-form';
import { useSiteText } from '../../content/site-content';
import { useAdmissionForm } from './use-admission-form';
import { useInterfaceText } from '../../i18n/interface-text';
import { formText } from '../../ui/form-text';
import { uiText } from '../../ui/ui-text';
import { admissionText } from './admission-text';
// The shipped English words this code shows, loaded with it (decision 027, "The site texts per page").
import '@dds/shared/schemas/site-text-en/forms';

const text = { ...formText, ...uiText, ...admissionText };

export function AdmissionForm() {
  const { values, setField, status, onSubmit, website, setWebsite, outcome, catalogue } = useAdmissionForm();
  const courses = useCourses();
  const courseText = useCourseText();
  const copy = useSiteText().forms.admission;
  const t = useInterfaceText(text);
  return (
    <FormCard>
      <h2 id="admission-title">{copy.title}</h2>
      {copy.lead && <p className="lead">{copy.lead}</p>}
      <PageForm name="admission" onSubmit={onSubmit} aria-labelledby="admission-title">
        <FieldGrid>
          <FormOutcome outcome={outcome} />
          <Field>
            <label htmlFor="adm-name">{t('field.fullName')}</label>
            <input
              id="adm-name"
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => setField('name')(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="adm-email">{t('field.email')}</label>
            <input
              id="adm-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => setField('email')(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="adm-phone">{t('admission.phone')}</label>
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
              title={t('admission.phoneRule')}
              required
              value={values.phone}
              onChange={(e) => setField('phone')(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="adm-course">{t('field.course')}</label>
            <select
              id="adm-course"
              name="course"
              required
              value={values.course}
              onChange={(e) => setField('course')(e.target.value)}
            >
              <option value="">{t('form.selectCourse')}</option>
              {catalogue.map((c) => {
                // The course's name in the page's language, as the course pages show it; the value
                // stays the English name the server's catalogue check knows (decision 026 §3).
                const course = courses.find((known) => known.name === c);
                const shown = course ? courseText(course).name : { text: c };
                return (
                  <option key={c} value={c} lang={shown.lang}>
                    {shown.text}
                  </option>
                );
              })}
            </select>
          </Field>
          <Field as="fieldset" className="full" css={{ border: 0, padding: 0, margin: 0 }}>
            <legend css={{ marginBottom: 8 }}>{t('admission.mode')}</legend>
            <RadioRow>
              {COURSE_MODES.map((mode) => (
                <label key={mode}>
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    required
                    checked={values.mode === mode}
                    onChange={() => setField('mode')(mode)}
                  />
                  {t(`mode.${mode}`)}
                </label>
              ))}
            </RadioRow>
          </Field>
          <Honeypot value={website} onChange={setWebsite} />
          <SubmissionLanguageInput />
          <div className="full" css={{ display: 'grid', gap: 14 }}>
            <Button type="submit" disabled={status !== 'idle'} css={{ width: '100%' }}>
              {status === 'sending'
                ? t('admission.submitting')
                : status === 'done'
                  ? t('admission.done')
                  : t('admission.submit')}
            </Button>
            <PrivacyNote purpose={t('admission.privacy')} />
          </div>
        </FieldGrid>
      </PageForm>
    </FormCard>
  );
}
