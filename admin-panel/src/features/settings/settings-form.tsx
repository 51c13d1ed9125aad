import styled from '@emotion/styled';
import { useEffect, useRef, type FormEvent } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import { SITE_SETTINGS_LABELS, upiPayeeOf } from '@dds/shared/src/schemas/site-settings';
import { Button, Card, Input, Notice, TextArea } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors, media } from '../../ui/theme';
import { SETTINGS_GROUPS, type SettingsFieldSpec } from './settings-fields';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UpiPreview } from './upi-preview';
import { useSettingsForm } from './use-settings-form';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.narrow} { grid-template-columns: 1fr; }
  .wide { grid-column: 1 / -1; }
`;

/** Stays in view at the bottom of the screen, so Save is one tap away on a long form. */
const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: flex-end;
  padding: 12px 16px;
  margin: 0 -4px;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-radius: 10px;
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.06);
`;

export function SettingsForm() {
  const form = useSettingsForm();
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save the first field to fix takes the focus (the message is read with it).
  useEffect(() => {
    if (form.focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.focusRequest]);

  if (form.loadError) {
    return (
      <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <span>Could not load the settings. {form.loadError}</span>
        <Button type="button" onClick={form.reload}>
          Try again
        </Button>
      </Notice>
    );
  }
  const { values } = form;
  if (!values) return <p role="status">{MESSAGES.loading}</p>;

  const control = (spec: SettingsFieldSpec) => {
    const common = {
      name: spec.field,
      value: values[spec.field],
      maxLength: spec.maxLength,
      autoComplete: spec.autoComplete,
      onChange: (e: { target: { value: string } }) => form.setField(spec.field, e.target.value),
      onBlur: () => form.blurField(spec.field),
    };
    if (spec.kind === 'textarea') return <TextArea {...common} rows={3} />;
    return <Input {...common} type={spec.type ?? 'text'} inputMode={spec.type === 'tel' ? 'tel' : spec.type === 'url' ? 'url' : undefined} spellCheck={spec.type ? false : undefined} />;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save();
  }

  const errorCount = Object.values(form.errors).filter(Boolean).length;
  return (
    // scroll-margin: a field reached with Tab is scrolled clear of the sticky Save bar, not under it.
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="settings-title" css={{ display: 'grid', gap: 20, '& input, & textarea': { scrollMarginBottom: 110 } }}>
      <UnsavedChangesGuard when={form.dirty && !form.saving} />
      {SETTINGS_GROUPS.map((group) => (
        <Card key={group.id} aria-labelledby={`settings-${group.id}`}>
          <h2 id={`settings-${group.id}`} css={{ margin: '0 0 4px', fontSize: 18 }}>
            {group.title}
          </h2>
          <p css={{ margin: '0 0 14px', color: colors.muted, fontSize: 14 }}>{group.lead}</p>
          <Grid>
            {group.fields.map((spec) => (
              <Field key={spec.field} label={SITE_SETTINGS_LABELS[spec.field]} hint={spec.hint} error={form.errors[spec.field]} className={spec.wide ? 'wide' : undefined}>
                {control(spec)}
              </Field>
            ))}
            {group.id === 'upi' && (
              <div className="wide">
                <UpiPreview upiId={values.upiId} payee={upiPayeeOf(values)} />
              </div>
            )}
          </Grid>
        </Card>
      ))}
      <ActionBar>
        <div css={{ marginRight: 'auto', display: 'grid', gap: 4, minWidth: 0, fontSize: 14 }}>
          {errorCount > 0 && (
            <span role="alert" css={{ color: colors.danger, fontWeight: 600 }}>
              Not saved: fix the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked in red.
            </span>
          )}
          {form.serverError && errorCount === 0 && (
            <span role="alert" css={{ color: colors.danger, fontWeight: 600 }}>
              Not saved: {form.serverError}
            </span>
          )}
          {form.serverError && errorCount > 0 && <span css={{ color: colors.muted }}>The server said: {form.serverError}</span>}
          <span aria-live="polite" css={{ color: form.dirty ? colors.warnText : colors.muted }}>
            {form.saving ? 'Saving…' : form.dirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </span>
        </div>
        {form.dirty && (
          <Button type="button" onClick={form.discard} disabled={form.saving}>
            Discard changes
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save settings'}
        </Button>
      </ActionBar>
    </form>
  );
}
