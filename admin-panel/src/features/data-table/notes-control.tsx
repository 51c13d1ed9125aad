import { useState } from 'react';
import { toast } from '@dds/shared/toast';
import { useRetriedAction } from '../auth';
import { useRefusal } from '../../ui/server-answer';
import { Button, TextArea } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { notesText } from './notes-text';

interface Props {
  value: string;
  /** Whose notes these are, for the accessible names: "inquiry from Asha Verma". */
  subject: string;
  onSave: (notes: string) => Promise<void>;
}

/**
 * Notes shown as text; "Edit notes" opens a box. The draft survives a failed save; a save refused
 * because the session ended is saved again by itself after the login dialog.
 */
export function NotesControl({ value, subject, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  // The server's reason in the admin's language (docs/decisions/026-hindi.md §8), or its English marked so.
  const t = useAdminText(notesText);
  const refusal = useRefusal(t);
  const { busy: saving, error, run } = useRetriedAction((failure) => refusal('notes.notSaved', failure));

  const save = () =>
    run(async () => {
      await onSave(draft);
      setEditing(false);
      toast.success(t('notes.saved'));
    });

  if (!editing) {
    return (
      <div css={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
        {value ? (
          <span css={{ whiteSpace: 'pre-wrap' }}>{value}</span>
        ) : (
          <span css={{ color: colors.muted }}>{t('notes.none')}</span>
        )}
        <Button
          type="button"
          aria-label={t('notes.editOf', { subject })}
          onClick={() => {
            setDraft(value);
            setEditing(true);
          }}
        >
          {t('notes.edit')}
        </Button>
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <TextArea
        aria-label={t('notes.of', { subject })}
        value={draft}
        maxLength={5000}
        onChange={(e) => setDraft(e.target.value)}
        autoFocus
      />
      <div css={{ display: 'flex', gap: 6 }}>
        <Button
          type="button"
          variant="primary"
          disabled={saving}
          onClick={() => void save()}
          aria-label={t('notes.saveOf', { subject })}
        >
          {saving ? t('notes.saving') : t('notes.save')}
        </Button>
        <Button
          type="button"
          disabled={saving}
          onClick={() => setEditing(false)}
          aria-label={t('notes.cancelOf', { subject })}
        >
          {t('notes.cancel')}
        </Button>
      </div>
      <FieldError>{error}</FieldError>
    </div>
  );
}
