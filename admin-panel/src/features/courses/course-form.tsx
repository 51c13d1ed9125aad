import styled from '@emotion/styled';
import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@dds/shared/messages';
import { COURSE_MODES } from '@dds/shared/schemas';
import {
  COURSE_ICONS,
  MAX_BATCHES,
  MAX_SYLLABUS_POINTS,
  coursePath,
  slugify,
  type CourseIcon,
} from '@dds/shared/schemas/course';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { ViewOnSite } from '../../ui/view-on-site';
import { Button, Card, Input, Notice, Select, TextArea } from '../../ui/controls';
import { Field } from '../../ui/field';
import { FixFieldsMessage, FormGrid, StickyActionBar, useFocusOnRefusedSave } from '../../ui/form-layout';
import { colors } from '../../ui/theme';
import { FormConflict } from '../edit-conflict';
import { HindiBox, HindiListBoxes } from './course-hindi-boxes';
import { TextListField } from './text-list-field';
import { useCourseForm } from './use-course-form';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { coursesText } from './courses-text';

const Checks = styled.fieldset`
  border: 1px solid #e5e7eb;
  border-radius: 8px;
  padding: 10px 12px 12px;
  margin: 0;
  display: grid;
  gap: 8px;
  legend { font-size: 14px; font-weight: 600; padding: 0 4px; }
  label { display: flex; gap: 8px; align-items: flex-start; font-size: 14px; cursor: pointer; }
  input { width: 18px; height: 18px; margin: 2px 0 0; flex: none; accent-color: ${colors.brand}; }
  small { display: block; color: ${colors.muted}; font-size: 13px; }
`;

/** Every field of a course: where it shows, what the page says, fee and batches. */
export function CourseForm({ id }: { id: number | null }) {
  const t = useAdminText(coursesText);
  // The server's refusal in the admin's language, or its English marked so (decision 005).
  const refusal = useRefusal(t);
  const form = useCourseForm(id);
  const ref = useRef<HTMLFormElement>(null);
  useFocusOnRefusedSave(ref, form.focusRequest, '[aria-invalid="true"], [data-save-error]');

  if (form.loadError)
    return (
      <Notice tone="error" role="alert">
        {refusal('course.loadFailed', form.loadError)}
      </Notice>
    );
  const { values, problems, set } = form;
  if (!values) return <p role="status">{MESSAGES.loading}</p>;

  const rowErrors = (list: 'batches' | 'syllabus') =>
    Object.fromEntries(
      Object.entries(problems)
        .filter(([k]) => k.startsWith(`${list}.`))
        .map(([k, m]) => [Number(k.split('.')[1]), m]),
    );
  const check = (
    field: 'visible' | 'featured' | 'inLandingGrid' | 'inAdmissionCatalogue',
    label: string,
    hint: string,
  ) => (
    <label>
      <input type="checkbox" checked={values[field]} onChange={(e) => set(field, e.target.checked)} />
      <span>
        {label}
        <small>{hint}</small>
      </span>
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  const problemCount = Object.keys(problems).length;
  // The Hindi box under each English field (docs/decisions/026-hindi.md §3).
  const hindi = (english: string, label: string, maxLength: number, rows?: number) => (
    <HindiBox
      className="wide"
      english={english}
      hindi={values.hindi}
      onChange={(next) => set('hindi', next)}
      label={label}
      maxLength={maxLength}
      {...(rows ? { rows } : {})}
    />
  );

  return (
    <form
      ref={ref}
      onSubmit={submit}
      noValidate
      aria-label={id === null ? t('course.formNew') : t('course.formEdit', { name: values.name })}
      css={{ display: 'grid', gap: 16 }}
    >
      {id !== null && form.loaded?.visible && form.loaded.slug && (
        // The page as saved: what is typed here is not on it until saved.
        <p css={{ margin: 0 }}>
          <ViewOnSite href={coursePath(form.loaded.slug)}>{t('course.viewPage')}</ViewOnSite>
        </p>
      )}
      {problemCount > 0 && (
        <Notice tone="error" role="alert">
          <FixFieldsMessage count={problemCount} />
        </Notice>
      )}
      <FormConflict form={form} />
      {form.saveError && (
        <Notice tone="error" role="alert" tabIndex={-1} data-save-error>
          {refusal('course.notSaved', form.saveError)}
        </Notice>
      )}
      <Card>
        <h2 css={{ margin: '0 0 14px', fontSize: 18 }}>{t('course.section.course')}</h2>
        <FormGrid>
          <Field label={t('course.name')} error={problems.name}>
            <Input value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
          </Field>
          {hindi(values.name, t('course.name'), 120)}
          <Field label={t('course.shortName')} hint={t('course.shortNameHint')} error={problems.shortName}>
            <Input value={values.shortName} maxLength={40} onChange={(e) => set('shortName', e.target.value)} />
          </Field>
          {hindi(values.shortName, t('course.shortNameHindi'), 40)}
          <Field
            label={t('course.slug')}
            hint={t('course.slugHint', { slug: values.slug || slugify(values.name) || '…' })}
            error={problems.slug}
          >
            <Input
              value={values.slug}
              maxLength={80}
              spellCheck={false}
              onChange={(e) => set('slug', e.target.value)}
            />
          </Field>
          <Field label={t('course.icon')} hint={t('course.iconHint')} error={problems.icon}>
            <Select value={values.icon} onChange={(e) => set('icon', e.target.value as CourseIcon)}>
              {COURSE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            className="wide"
            label={t('course.description')}
            hint={t('course.descriptionHint')}
            error={problems.description}
          >
            <TextArea
              value={values.description}
              maxLength={600}
              rows={3}
              onChange={(e) => set('description', e.target.value)}
            />
          </Field>
          {hindi(values.description, t('course.description'), 600, 3)}
          <Checks className="wide">
            <legend>{t('course.taught')}</legend>
            {COURSE_MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="checkbox"
                  checked={values.modes.includes(mode)}
                  onChange={(e) =>
                    set('modes', e.target.checked ? [...values.modes, mode] : values.modes.filter((m) => m !== mode))
                  }
                />
                <span>
                  {mode}
                  <small>{t(mode === 'Online' ? 'course.modeHintOnline' : 'course.modeHint', { mode })}</small>
                </span>
              </label>
            ))}
          </Checks>
        </FormGrid>
      </Card>
      <Card>
        <h2 css={{ margin: '0 0 14px', fontSize: 18 }}>{t('course.section.fee')}</h2>
        <FormGrid>
          <Field label={t('course.fee')} hint={t('course.feeHint')} error={problems.fee}>
            <Input value={values.fee} inputMode="numeric" maxLength={12} onChange={(e) => set('fee', e.target.value)} />
          </Field>
          <Field label={t('course.duration')} hint={t('course.durationHint')} error={problems.duration}>
            <Input value={values.duration} maxLength={60} onChange={(e) => set('duration', e.target.value)} />
          </Field>
          {hindi(values.duration, t('course.duration'), 60)}
          <Checks className="wide">
            <legend>{t('course.feeShownAs')}</legend>
            <label>
              <input type="checkbox" checked={values.feeFrom} onChange={(e) => set('feeFrom', e.target.checked)} />
              <span>
                {t('course.feeFrom')}
                <small>{t('course.feeFromHint')}</small>
              </span>
            </label>
          </Checks>
          <div className="wide">
            <TextListField
              legend={t('course.batches')}
              itemLabel={t('course.batch')}
              addLabel={t('course.addBatch')}
              hint={t('course.batchesHint')}
              items={values.batches}
              max={MAX_BATCHES}
              maxLength={100}
              errors={rowErrors('batches')}
              onChange={(batches) => set('batches', batches)}
            />
            <HindiListBoxes
              legend={t('course.batchesHindi')}
              itemLabel={t('course.batch')}
              items={values.batches}
              hindi={values.hindi}
              maxLength={100}
              onChange={(next) => set('hindi', next)}
            />
          </div>
        </FormGrid>
      </Card>
      <Card>
        <h2 css={{ margin: '0 0 14px', fontSize: 18 }}>{t('course.section.who')}</h2>
        <FormGrid>
          <Field
            className="wide"
            label={t('course.eligibility')}
            hint={t('course.eligibilityHint')}
            error={problems.eligibility}
          >
            <Input value={values.eligibility} maxLength={300} onChange={(e) => set('eligibility', e.target.value)} />
          </Field>
          {hindi(values.eligibility, t('course.eligibility'), 300)}
          <div className="wide">
            <TextListField
              legend={t('course.syllabus')}
              itemLabel={t('course.syllabusPoint')}
              addLabel={t('course.addSyllabusPoint')}
              items={values.syllabus}
              max={MAX_SYLLABUS_POINTS}
              maxLength={200}
              errors={rowErrors('syllabus')}
              onChange={(syllabus) => set('syllabus', syllabus)}
            />
            <HindiListBoxes
              legend={t('course.syllabusHindi')}
              itemLabel={t('course.syllabusPoint')}
              items={values.syllabus}
              hindi={values.hindi}
              maxLength={200}
              onChange={(next) => set('hindi', next)}
            />
          </div>
        </FormGrid>
      </Card>
      <Card>
        <Checks>
          <legend>{t('course.whereShown')}</legend>
          {check('visible', t('course.visible'), t('course.visibleHint'))}
          {check('inAdmissionCatalogue', t('course.inAdmission'), t('course.inAdmissionHint'))}
          {check('featured', t('course.featured'), t('course.featuredHint'))}
          {check('inLandingGrid', t('course.inGrid'), t('course.inGridHint'))}
        </Checks>
      </Card>
      <StickyActionBar>
        <Link to={ADMIN_ROUTES.courses} css={{ marginRight: 'auto', color: colors.text, fontWeight: 600 }}>
          {t('course.back')}
        </Link>
        <Button type="submit" variant="primary" disabled={form.saving}>
          {t(form.saving ? 'course.saving' : id === null ? 'course.addCourse' : 'course.save')}
        </Button>
      </StickyActionBar>
    </form>
  );
}
