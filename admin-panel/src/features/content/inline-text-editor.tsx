import { useState, type ReactNode } from 'react';
import { toast } from '@dds/shared/toast';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusalWords } from '../../ui/server-answer';
import { Button, Input } from '../../ui/controls';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { contentText } from './content-text';

interface Props<T> {
  /** The text as saved, and the version a save is based on. */
  text: string;
  version?: number;
  /** Saves `text` over `base`; answers the item as saved. */
  save: (text: string, base: number | undefined) => Promise<T>;
  onSaved: (item: T) => void;
  /** Reads the list again (after a conflict, to see what the other person saved). */
  onReload: () => void;
  maxLength: number;
  words: {
    /** The box's accessible name ("New caption for photo “Lab”"). */
    input: string;
    save: string;
    saved: string;
    /** Refused before sending when the box is blank (the text is then saved trimmed); none: sent as typed. */
    empty?: string;
  };
  /** The text shown while not editing, with whatever starts the editing. */
  renderView: (edit: () => void) => ReactNode;
}

/**
 * One text of a list item edited in place (a photo's caption, a video's title): Save or Enter saves
 * it at once; someone else's save meanwhile is shown, the typed text staying in the box
 * (docs/decisions/012-no-silent-overwrites.md).
 */
export function InlineTextEditor<T>({
  text,
  version,
  save,
  onSaved,
  onReload,
  maxLength,
  words,
  renderView,
}: Props<T>) {
  const t = useAdminText(contentText);
  // The server's reason in the admin's language, or its English marked so (decision 005).
  const refusalWords = useRefusalWords(t);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(text);
  const [busy, setBusy] = useState(false);
  const conflict = useEditConflict<string>();
  const [reloaded, setReloaded] = useState(false);
  if (!editing) return renderView(() => setEditing(true));

  const typed = words.empty ? value.trim() : value;
  const send = async (base = version) => {
    if (words.empty && !typed) return toast.error(words.empty);
    setBusy(true);
    conflict.clear();
    try {
      onSaved(await save(typed, base));
      setEditing(false);
      setReloaded(false);
      toast.success(words.saved);
    } catch (error) {
      // Someone saved this text meanwhile: the typed one stays in the box.
      if (conflict.caught(error, value)) return;
      toast.error(refusalWords('content.notSaved', error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      <Input
        aria-label={words.input}
        maxLength={maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
        onKeyDown={(e) => e.key === 'Enter' && void send()}
        css={{ flex: '1 1 220px' }}
      />
      <Button type="button" variant="primary" disabled={busy} onClick={() => void send()}>
        {words.save}
      </Button>
      <Button
        type="button"
        onClick={() => {
          setValue(text);
          setEditing(false);
        }}
      >
        {t('content.cancel')}
      </Button>
      {conflict.conflict && (
        <div css={{ flex: '1 1 100%' }}>
          <EditConflictNotice
            conflict={conflict.conflict}
            busy={busy}
            onReload={() => {
              conflict.clear();
              setReloaded(true);
              onReload();
            }}
            onOverwrite={() => void send(conflict.conflict?.version)}
          />
        </div>
      )}
      {reloaded && text !== typed && (
        <p role="status" css={{ margin: 0, flex: '1 1 100%', fontSize: 14 }}>
          {t('content.savedNow', { text, save: words.save })}
        </p>
      )}
    </div>
  );
}
