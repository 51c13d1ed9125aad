import styled from '@emotion/styled';
import { memo, useState } from 'react';
import { toast } from '@dds/shared/toast';
import {
  siteTextLabel,
  siteTextMaxLength,
  siteTextMayBeEmpty,
  siteTextValueSchema,
  type SiteTextBlock,
} from '@dds/shared/schemas/site-text-edit';
import { useAdminText, type Translate } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { Button, Input, TextArea, VisuallyHidden } from '../../ui/controls';
import { formText } from '../../ui/form-text';
import { Field } from '../../ui/field';
import { formatWhen } from '../../ui/format';
import { colors } from '../../ui/theme';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { editorNames } from './editor-names';
import { siteTextEditorText } from './editor-text';
import { saveSiteText } from './site-text-api';

interface Props {
  block: SiteTextBlock;
  label: string;
  /** What the admin typed and has not saved (kept by the screen, so the preview shows it). */
  draft: string | undefined;
  onDraft: (key: string, value: string | undefined) => void;
  onSaved: (block: SiteTextBlock) => void;
  /** Reload every text (after someone else's save); the typed words stay in their box. */
  onReload: () => void;
  /**
   * The Hindi of a text whose English the owner changed and whose Hindi nobody wrote: the Hindi page
   * shows the English meanwhile (docs/decisions/026-hindi.md). The box starts empty — the shipped
   * Hindi translates the old English — and says what visitors see.
   */
  missing?: boolean;
}

/**
 * One text: its words, Save, and "Restore the original text" once it differs from the shipped
 * words (which it shows beside it). A save is checked as the server checks it, carries the version
 * it was loaded at, and a stale one offers reload or overwrite (docs/decisions/012-no-silent-overwrites.md).
 */
/**
 * Memoised: a page holds a few hundred of these, and a keystroke in one changes only its own draft
 * (the screen passes stable callbacks), so the others do not render again.
 */
export const TextBlockEditor = memo(function TextBlockEditor({
  block,
  label,
  draft,
  onDraft,
  onSaved,
  onReload,
  missing = false,
}: Props) {
  const t = useAdminText(siteTextEditorText);
  const form = useAdminText(formText);
  const answer = useServerAnswerElement();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = useEditConflict<string | null>();
  const current = missing ? '' : (block.value ?? block.original);
  const shown = draft ?? current;
  const dirty = draft !== undefined && draft !== current;
  const long = siteTextMaxLength(block.key) > 160;

  async function send(value: string | null, version: number, done: string) {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveSiteText(block, value, version);
      edit.clear();
      onSaved(saved);
      onDraft(block.key, undefined);
      toast.success(done);
    } catch (failure) {
      if (!edit.caught(failure, value)) setError(failure instanceof Error ? failure.message : t('textBlock.notSaved'));
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const checked = siteTextValueSchema(block.key).safeParse(shown);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('textBlock.invalid'));
      return;
    }
    void send(checked.data, block.version, t('textBlock.saved', { label }));
  }

  const restore = () => send(null, block.version, t('textBlock.restored', { label }));

  const who = block.changedBy;
  const when = block.changedAt ? formatWhen(block.changedAt) : null;
  const hint = [
    missing ? form('hindiBox.missingHint') : '',
    missing
      ? ''
      : block.value === null
        ? t('textBlock.original')
        : who && when
          ? t('textBlock.changedByAt', { who, when })
          : who
            ? t('textBlock.changedBy', { who })
            : when
              ? t('textBlock.changedAt', { when })
              : t('textBlock.changed'),
    siteTextMayBeEmpty(block.key) ? t('textBlock.mayBeEmpty') : '',
  ]
    .filter(Boolean)
    .join(' ');
  // lang: the browser spell-checks and the screen reader reads the Hindi box as Hindi.
  const lang = block.language === 'en' ? undefined : block.language;
  const control = long ? (
    <TextArea rows={3} lang={lang} value={shown} onChange={(e) => onDraft(block.key, e.target.value)} />
  ) : (
    <Input lang={lang} value={shown} onChange={(e) => onDraft(block.key, e.target.value)} />
  );

  return (
    <div
      data-testid={block.language === 'en' ? `text-${block.key}` : `text-${block.language}-${block.key}`}
      data-missing={missing || undefined}
      css={{
        display: 'grid',
        gap: 8,
        alignContent: 'start',
        minWidth: 0,
        paddingTop: 12,
        borderTop: `1px solid ${colors.border}`,
      }}
    >
      {missing && <MissingBadge>{form('hindiBox.missing')}</MissingBadge>}
      {/* The schema and the server name the text in English ("Top of the page › Main heading"): said as this screen names it. */}
      <Field label={label} hint={hint} error={error && answer(error, checkNames(block.key, label, t))}>
        {control}
      </Field>
      {block.value !== null && (
        <p css={{ margin: 0, fontSize: 13, color: colors.muted, overflowWrap: 'anywhere' }}>
          {t('textBlock.originalWas')} <q lang={lang}>{block.original}</q>
        </p>
      )}
      {edit.conflict && (
        <EditConflictNotice
          conflict={edit.conflict}
          busy={busy}
          onReload={() => {
            edit.clear();
            onReload();
          }}
          onOverwrite={() => void send(edit.pending ?? null, edit.conflict!.version, t('textBlock.saved', { label }))}
        />
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" variant="primary" disabled={!dirty || busy} onClick={save}>
          {t('textBlock.save')}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Button>
        {dirty && (
          <Button type="button" disabled={busy} onClick={() => onDraft(block.key, undefined)}>
            {t('textBlock.discard')}
          </Button>
        )}
        {block.value !== null && (
          <Button type="button" disabled={busy} onClick={() => void restore()}>
            {t('textBlock.restore')}
            <VisuallyHidden>{t('textBlock.restoreOf', { label })}</VisuallyHidden>
          </Button>
        )}
      </div>
    </div>
  );
});

/**
 * The names a refusal may give this text, English → the screen's: its full name (the key's parts,
 * as siteTextValueSchema and the server word it; the Hindi box's is its English's), and "Text".
 */
function checkNames(key: string, label: string, t: Translate<typeof siteTextEditorText>): Record<string, string> {
  return { [siteTextLabel(key) || 'Text']: siteTextLabel(key, editorNames(t).part) || label };
}

const MissingBadge = styled.span`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${colors.warnBg};
  color: ${colors.warnText};
`;
