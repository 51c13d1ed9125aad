import { useEffect, useRef } from 'react';
import { editConflictMessage, type EditConflict } from '@dds/shared/schemas/versioned';
import { useAdminText } from '../../i18n/admin-text';
import { useServerAnswerElement } from '../../ui/server-answer';
import { Button } from '../../ui/controls';
import { TAP, colors, media } from '../../ui/theme';
import { conflictText } from './conflict-text';

interface Props {
  conflict: EditConflict;
  /** Take the record as saved now (what the admin typed is offered back or stays visible). */
  onReload: () => void;
  /** Save what the admin typed over the other change. */
  onOverwrite: () => void;
  busy?: boolean;
}

/**
 * "Changed by X at T while you were editing — reload, or overwrite", with the two choices. An alert
 * that takes the focus, so a screen reader reads it at once and the keyboard is on its first choice.
 */
export function EditConflictNotice({ conflict, onReload, onOverwrite, busy = false }: Props) {
  const t = useAdminText(conflictText);
  // Who and when are the server's words (an e-mail, India time): kept as written in every language.
  const answer = useServerAnswerElement();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [conflict]);
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-testid="edit-conflict"
      css={{
        display: 'grid',
        gap: 10,
        padding: '12px 14px',
        border: `2px solid ${colors.warnText}`,
        borderRadius: 10,
        background: '#fffbeb',
        color: '#111827',
        overflowWrap: 'anywhere',
        '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
      }}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>{answer(editConflictMessage(conflict))}</p>
      <p css={{ margin: 0, fontSize: 14 }}>{t('conflict.nothingLost')}</p>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          [media.narrow]: { '& > button': { flex: '1 1 140px', minHeight: TAP } },
        }}
      >
        <Button type="button" onClick={onReload} disabled={busy}>
          {t('conflict.reload')}
        </Button>
        <Button type="button" variant="danger" onClick={onOverwrite} disabled={busy}>
          {t('conflict.overwrite')}
        </Button>
      </div>
    </div>
  );
}

/** What a form that keeps the admin's typed values aside on Reload (the course and settings forms) needs here. */
interface FormWithConflict {
  conflict: EditConflict | null;
  saving: boolean;
  reloadAfterConflict: () => void;
  overwrite: () => void;
  /** What the admin had typed, kept aside by Reload; null when there is nothing to offer. */
  typed: object | null;
  putBackTyped: () => void;
  dismissTyped: () => void;
}

/** A form's stale save: the notice while it stands, then, after Reload, the offer to put back what was typed. */
export function FormConflict({ form }: { form: FormWithConflict }) {
  return (
    <>
      {form.conflict && (
        <EditConflictNotice
          conflict={form.conflict}
          onReload={form.reloadAfterConflict}
          onOverwrite={form.overwrite}
          busy={form.saving}
        />
      )}
      {form.typed && <TypedValuesOffer onPutBack={form.putBackTyped} onDismiss={form.dismissTyped} />}
    </>
  );
}

/** After Reload: what the admin typed is one click away. */
function TypedValuesOffer({ onPutBack, onDismiss }: { onPutBack: () => void; onDismiss: () => void }) {
  const t = useAdminText(conflictText);
  return (
    <div
      role="status"
      data-testid="typed-values-offer"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        padding: '10px 14px',
        border: '1px solid #c7d2fe',
        borderRadius: 10,
        background: '#eef2ff',
      }}
    >
      <span css={{ marginRight: 'auto' }}>{t('conflict.reloaded')}</span>
      <Button type="button" onClick={onPutBack}>
        {t('conflict.putBack')}
      </Button>
      <Button type="button" onClick={onDismiss}>
        {t('conflict.keepSaved')}
      </Button>
    </div>
  );
}
