import { useRef, type FormEvent } from 'react';
import { can, isOwnerOnlySetting } from '@dds/shared/schemas/permissions';
import { upiPayeeOf } from '@dds/shared/schemas/site-settings';
import { Button, Card, Input, Notice, TextArea } from '../../ui/controls';
import { Field } from '../../ui/field';
import { HindiBox } from '../../ui/hindi-box';
import { SETTINGS_HINDI_MAX_LENGTH, SETTINGS_WITH_HINDI } from '@dds/shared/schemas/settings-hindi';
import { FixFieldsMessage, FormGrid, StickyActionBar, useFocusOnRefusedSave } from '../../ui/form-layout';
import { LoadFailed } from '../../ui/load-failed';
import { FormConflict } from '../edit-conflict';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement, useRefusal } from '../../ui/server-answer';
import { uiText } from '../../ui/ui-text';
import { useSession } from '../auth';
import { SETTINGS_GROUPS, type SettingsFieldSpec } from './settings-fields';
import { settingsText } from './settings-text';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UpiPreview } from './upi-preview';
import { useSettingsForm } from './use-settings-form';

export function SettingsForm() {
  const t = useAdminText(settingsText);
  const refusal = useRefusal(t);
  const ui = useAdminText(uiText);
  // The shared schema's checks and the server's refusals are English: said in the admin's language
  // (decision 026 §8). The form keeps them English, as the server's 400 is matched to its field by them.
  const answer = useServerAnswerElement();
  const form = useSettingsForm();
  // Staff see the payment and contact details but cannot change them (the server refuses it too).
  const ownerFields = can(
    useSession((st) => st.role),
    'paymentSettings',
  );
  const locked = (spec: SettingsFieldSpec) => !ownerFields && isOwnerOnlySetting(spec.field);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusedSave(formRef, form.focusRequest);

  if (form.loadError) return <LoadFailed what={t('settings.loadWhat')} error={form.loadError} onRetry={form.reload} />;
  const { values } = form;
  if (!values) return <p role="status">{ui('common.loading')}</p>;

  const label = (spec: SettingsFieldSpec) => t(`settings.label.${spec.field}`);
  const hint = (spec: SettingsFieldSpec) =>
    spec.social !== undefined ? t('settings.hint.social', { site: spec.social }) : t(`settings.hint.${spec.field}`);

  const control = (spec: SettingsFieldSpec) => {
    const common = {
      name: spec.field,
      value: values[spec.field],
      maxLength: spec.maxLength,
      autoComplete: spec.autoComplete,
      onChange: (e: { target: { value: string } }) => form.setField(spec.field, e.target.value),
      onBlur: () => form.blurField(spec.field),
      readOnly: locked(spec),
    };
    if (spec.kind === 'textarea') return <TextArea {...common} rows={3} />;
    return (
      <Input
        {...common}
        type={spec.type ?? 'text'}
        inputMode={spec.type === 'tel' ? 'tel' : spec.type === 'url' ? 'url' : undefined}
        spellCheck={spec.type ? false : undefined}
      />
    );
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save();
  }

  const errorCount = Object.values(form.errors).filter(Boolean).length;
  return (
    // scroll-margin: a field reached with Tab is scrolled clear of the sticky Save bar, not under it.
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-title"
      css={{ display: 'grid', gap: 20, '& input, & textarea': { scrollMarginBottom: 110 } }}
    >
      <UnsavedChangesGuard when={form.dirty && !form.saving} />
      {!ownerFields && (
        <Notice tone="info" role="note">
          {t('settings.staffNote')}
        </Notice>
      )}
      {SETTINGS_GROUPS.map((group) => (
        <Card key={group.id} aria-labelledby={`settings-${group.id}`}>
          <h2 id={`settings-${group.id}`} css={{ margin: '0 0 4px', fontSize: 18 }}>
            {t(`settings.${group.id}.title`)}
          </h2>
          <p css={{ margin: '0 0 14px', color: colors.muted, fontSize: 14 }}>{t(`settings.${group.id}.lead`)}</p>
          <FormGrid>
            {group.fields.map((spec) => {
              const field = (
                <Field
                  key={spec.field}
                  label={label(spec)}
                  hint={locked(spec) ? t('settings.ownerOnly', { hint: hint(spec) }) : hint(spec)}
                  error={form.errors[spec.field] && answer(form.errors[spec.field])}
                  className={spec.wide ? 'wide' : undefined}
                >
                  {control(spec)}
                </Field>
              );
              // The address and office hours show on Hindi pages: their Hindi box sits under the
              // English, in the same cell (docs/decisions/026-hindi.md §3).
              const withHindi = SETTINGS_WITH_HINDI.find((f) => f === spec.field);
              if (!withHindi) return field;
              return (
                <div
                  key={spec.field}
                  className={spec.wide ? 'wide' : undefined}
                  css={{ display: 'grid', gap: 12, alignContent: 'start' }}
                >
                  {field}
                  <HindiBox
                    english={values[withHindi]}
                    hindi={form.hindi}
                    onChange={form.setHindi}
                    label={t(`settings.label.${withHindi}`)}
                    maxLength={SETTINGS_HINDI_MAX_LENGTH}
                    readOnly={locked(spec)}
                    {...(spec.kind === 'textarea' ? { rows: 3 } : {})}
                  />
                </div>
              );
            })}
            {group.id === 'upi' && (
              <div className="wide">
                <UpiPreview upiId={values.upiId} payee={upiPayeeOf(values)} />
              </div>
            )}
          </FormGrid>
        </Card>
      ))}
      {/* Above the Save bar: on a phone the bar has room for its buttons only. */}
      <FormConflict form={form} />
      <StickyActionBar css={{ margin: '0 -4px' }}>
        <div css={{ marginRight: 'auto', display: 'grid', gap: 4, minWidth: 0, fontSize: 14 }}>
          {errorCount > 0 && (
            <span role="alert" css={{ color: colors.danger, fontWeight: 600 }}>
              <FixFieldsMessage count={errorCount} />
            </span>
          )}
          {form.serverError && errorCount === 0 && (
            <span role="alert" css={{ color: colors.danger, fontWeight: 600 }}>
              {refusal('settings.notSaved', form.serverError)}
            </span>
          )}
          {form.serverError && errorCount > 0 && (
            <span css={{ color: colors.muted }}>{refusal('settings.serverSaid', form.serverError)}</span>
          )}
          <span aria-live="polite" css={{ color: form.dirty ? colors.warnText : colors.muted }}>
            {t(form.saving ? 'settings.saving' : form.dirty ? 'settings.unsaved' : 'settings.allSaved')}
          </span>
        </div>
        {form.dirty && (
          <Button type="button" onClick={form.discard} disabled={form.saving}>
            {t('settings.discard')}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={form.saving}>
          {t(form.saving ? 'settings.saving' : 'settings.save')}
        </Button>
      </StickyActionBar>
    </form>
  );
}
