import { useEffect, useRef, useState } from 'react';
import { toast } from '@dds/shared/toast';
import { useRetriedAction } from '../auth';
import { useRefusal } from '../../ui/server-answer';
import { Button, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { FieldError } from '../../ui/field-error';
import { colors } from '../../ui/theme';
import { formatWhen } from '../../ui/format';
import type { ResourceDefinition } from '@dds/shared/resources';
import { useAdminText } from '../../i18n/admin-text';
import { listText } from '../data-table';
import { recordText } from './record-text';

interface Props {
  def: ResourceDefinition;
  value: string;
  changedAt: string | null;
  save: (status: string) => Promise<void>;
}

export const statusWords = (def: ResourceDefinition, status: string) =>
  def.statusLabels?.[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/** Where the asked-for status stands in the question: the message is split there, the status set in bold. */
const MARK = '\u0000';

/**
 * The record's status, saved as soon as it is picked (with a toast). A status that is hard on the
 * applicant (Rejected) asks first, so a slip of the finger on a phone does not send it.
 */
export function RecordStatus({ def, value, changedAt, save }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  // The server's reason in the admin's language (docs/decisions/026-hindi.md §8), or its English marked so.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const t = useAdminText(recordText);
  const sayList = useAdminText(listText);
  const refusal = useRefusal(sayList);
  const { busy: saving, error, run } = useRetriedAction((failure) => refusal('status.notSaved', failure));

  useEffect(() => {
    if (pending) confirmButton.current?.focus();
  }, [pending]);

  function change(next: string) {
    setPending(null);
    return run(async () => {
      await save(next);
      toast.success(sayList('status.changed', { status: statusWords(def, next) }));
    });
  }

  /** "Mark this admission **Rejected**?" in the admin's language, wherever it puts the status. */
  const question = (text: string) => {
    const [before, after] = text.split(MARK);
    return (
      <>
        {before}
        <strong>{pending && statusWords(def, pending)}</strong>
        {after}
      </>
    );
  };

  function pick(next: string) {
    if (next === value) return;
    if (def.confirmStatuses?.includes(next)) setPending(next);
    else void change(next);
  }

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <Field
        label={t('recordStatus.change')}
        hint={
          saving
            ? t('recordStatus.saving')
            : changedAt
              ? t('recordStatus.changedAt', { when: formatWhen(changedAt) })
              : t('recordStatus.notChanged')
        }
      >
        <Select
          value={pending ?? value}
          disabled={saving}
          onChange={(e) => pick(e.target.value)}
          css={{ maxWidth: 260 }}
        >
          {(def.statuses ?? []).map((s) => (
            <option key={s} value={s}>
              {statusWords(def, s)}
            </option>
          ))}
        </Select>
      </Field>
      {pending && (
        <div
          role="group"
          aria-label={t('recordStatus.confirmGroup')}
          // Escape keeps the status as it was, like closing a dialog.
          onKeyDown={(e) => e.key === 'Escape' && setPending(null)}
          css={{
            display: 'grid',
            gap: 8,
            padding: 12,
            borderRadius: 8,
            background: colors.warnBg,
            color: colors.warnText,
          }}
        >
          <span>{question(t('recordStatus.ask', { singular: def.singular.toLowerCase(), status: MARK }))}</span>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button ref={confirmButton} type="button" variant="danger" onClick={() => void change(pending)}>
              {t('recordStatus.yes', { status: statusWords(def, pending) })}
            </Button>
            <Button type="button" onClick={() => setPending(null)}>
              {t('recordStatus.keep', { status: statusWords(def, value) })}
            </Button>
          </div>
        </div>
      )}
      <FieldError>{error}</FieldError>
    </div>
  );
}
