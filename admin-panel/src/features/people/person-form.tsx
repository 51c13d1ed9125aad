import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@dds/shared/toast';
import type { MediaImage } from '@dds/shared/schemas/media-urls';
import { mediaSrc } from '@dds/shared/schemas/media-urls';
import { MAX_PORTRAIT_BYTES } from '@dds/shared/schemas/people';
// The shipped Hindi of the suggested roles and the seeded courses' names: the Hindi boxes offer it.
import '@dds/shared/schemas/content-hi/register';
import type { HindiMemory } from '@dds/shared/schemas/content-hindi';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { HindiBox } from '../../ui/hindi-box';
import { Button, Card, Input, TextArea } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import type { PortraitChange } from '../content';
import { IMAGE_ACCEPT, imageProblem } from '../content';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { contentText } from '../content';
import { peopleText } from './people-text';

export interface PersonField {
  key: string;
  label: string;
  hint?: string;
  maxLength: number;
  multiline?: boolean;
  /** Suggestions offered while typing (a datalist), e.g. Director, CEO, Manager. */
  suggestions?: readonly string[];
  inputMode?: 'numeric' | 'text';
  /** A "… in Hindi" box under it: a text the Hindi pages show (docs/decisions/026-hindi.md §3). */
  hindi?: boolean;
}

/** The form's own words for its kind of person: its title when adding and editing, and its add button. */
export interface PersonFormWords {
  add: string;
  edit: string;
  submit: string;
}

type Values = Record<string, string>;
type Parse = (
  values: Record<string, unknown>,
) => { success: true } | { success: false; error: { issues: Array<{ message: string }> } };

type Item = { id: number; photo: MediaImage | null; version?: number; hindi?: HindiMemory };

interface Props<T extends Item> {
  words: PersonFormWords;
  fields: PersonField[];
  /** The same zod schema the server checks with. */
  check: Parse;
  /** The item being edited, or null to add a new one. */
  editing: T | null;
  toValues: (item: T) => Values;
  save: (
    id: number | undefined,
    values: Values,
    hindi: HindiMemory,
    portrait: PortraitChange,
    version?: number,
  ) => Promise<T>;
  onSaved: (item: T) => void;
  onCancelEdit: () => void;
  /** Reads the list again (after another admin's save); `editing` then comes back with its new version. */
  onReload: () => void;
}

/**
 * Adds or edits a person (a leader's message, a student's testimonial) with an optional square
 * photo. Checked here with the server's schema, so a mistake is said before a slow upload.
 */
export function PersonForm<T extends Item>({
  words,
  fields,
  check,
  editing,
  toValues,
  save,
  onSaved,
  onCancelEdit,
  onReload,
}: Props<T>) {
  const t = useAdminText(peopleText);
  const image = useAdminText(contentText);
  // The schema's and the server's English refusals, said in the admin's language (decision 026 §8).
  const answer = useServerAnswerElement();
  const empty = Object.fromEntries(fields.map((f) => [f.key, ''])) as Values;
  const [values, setValues] = useState<Values>(empty);
  // The Hindi of the fields that have a Hindi box, by the English each translates (the save keeps
  // only the Hindi of the English as it then reads: shared/src/schemas/people.ts).
  const [hindi, setHindi] = useState<HindiMemory>({});
  const [removePhoto, setRemovePhoto] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLElement>(null);
  const titleId = useId();
  const conflict = useEditConflict<Values>();

  // Editing another item: its values in the form, the form in view with the focus on its first field.
  useEffect(() => {
    setValues(editing ? toValues(editing) : empty);
    setHindi(editing?.hindi ?? {});
    setRemovePhoto(false);
    setError(null);
    if (fileInput.current) fileInput.current.value = '';
    if (editing) {
      card.current?.scrollIntoView?.({ block: 'start' });
      card.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another item is chosen
  }, [editing?.id]);

  async function submit(event?: FormEvent<HTMLFormElement>, base = editing?.version) {
    event?.preventDefault();
    const parsed = check({ ...values, hindi });
    const file = fileInput.current?.files?.[0];
    const problem = !parsed.success
      ? (parsed.error.issues[0]?.message ?? t('person.fillIn'))
      : file
        ? imageProblem(file, MAX_PORTRAIT_BYTES, image)
        : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    conflict.clear();
    try {
      const item = await save(editing?.id, values, hindi, { file, remove: removePhoto && !file }, base);
      onSaved(item);
      toast.success(editing ? t('person.saved') : t('person.added'));
      setValues(empty);
      setHindi({});
      setRemovePhoto(false);
      if (fileInput.current) fileInput.current.value = '';
      if (editing) onCancelEdit();
    } catch (failure) {
      // Someone saved this person meanwhile: the form keeps what was typed.
      if (!conflict.caught(failure, values)) setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const set = (key: string) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <Card
      ref={card}
      aria-labelledby={titleId}
      css={editing ? { borderColor: colors.focus, borderWidth: 2 } : undefined}
    >
      <h3 id={titleId} css={{ margin: '0 0 12px', fontSize: 17 }}>
        {editing ? words.edit : words.add}
      </h3>
      <form
        onSubmit={submit}
        noValidate
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          alignItems: 'start',
        }}
      >
        {fields.map((f) => (
          <div key={f.key} css={{ display: 'grid', gap: 10, gridColumn: f.multiline ? '1 / -1' : undefined }}>
            <Field label={f.label} hint={f.hint}>
              {f.multiline ? (
                <TextArea required maxLength={f.maxLength} value={values[f.key] ?? ''} onChange={set(f.key)} rows={4} />
              ) : (
                <Input
                  required
                  maxLength={f.maxLength}
                  value={values[f.key] ?? ''}
                  onChange={set(f.key)}
                  inputMode={f.inputMode}
                  list={f.suggestions ? `${titleId}-${f.key}` : undefined}
                  autoComplete="off"
                />
              )}
            </Field>
            {f.hindi && (
              <HindiBox
                english={values[f.key] ?? ''}
                hindi={hindi}
                onChange={setHindi}
                label={f.label}
                maxLength={f.maxLength}
                {...(f.multiline ? { rows: 4 } : {})}
              />
            )}
          </div>
        ))}
        {fields
          .filter((f) => f.suggestions)
          .map((f) => (
            <datalist key={f.key} id={`${titleId}-${f.key}`}>
              {f.suggestions!.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ))}
        <Field label={t('person.photo')} hint={t('person.photoHint', { max: MAX_PORTRAIT_BYTES / 1024 / 1024 })}>
          <Input ref={fileInput} type="file" accept={IMAGE_ACCEPT} css={{ padding: 6 }} />
        </Field>
        {editing?.photo && (
          <div css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
            <img
              src={mediaSrc(editing.photo, 48)}
              alt=""
              width={48}
              height={48}
              css={{ borderRadius: '50%', objectFit: 'cover' }}
            />
            <label
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 6,
                fontSize: 14,
                fontWeight: 600,
                minHeight: 44,
              }}
            >
              <input
                type="checkbox"
                checked={removePhoto}
                onChange={(e) => setRemovePhoto(e.target.checked)}
                css={{ width: 18, height: 18 }}
              />
              {t('person.removePhoto')}
            </label>
          </div>
        )}
        {error && (
          <p role="alert" css={{ margin: 0, color: colors.danger, gridColumn: '1 / -1' }}>
            {answer(error)}
          </p>
        )}
        {conflict.conflict && (
          <div css={{ gridColumn: '1 / -1' }}>
            <EditConflictNotice
              conflict={conflict.conflict}
              busy={busy}
              onReload={() => {
                conflict.clear();
                onReload();
              }}
              onOverwrite={() => void submit(undefined, conflict.conflict?.version)}
            />
          </div>
        )}
        <div css={{ display: 'flex', gap: 8, gridColumn: '1 / -1' }}>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('person.saving') : editing ? t('person.saveChanges') : words.submit}
          </Button>
          {editing && (
            <Button type="button" onClick={onCancelEdit}>
              {t('person.cancel')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
