import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@dds/shared/toast';
import { Button, Input, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { formatDate, istDate } from '../../ui/format';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { leadsText } from './leads-text';
import { personOf, useAssignees } from './use-assignees';

interface Props {
  followUpOn: string | null;
  assignedTo: number | null;
  /** "inquiry from Asha Verma", for the accessible names. */
  subject: string;
  /** Whether the lead is still open (a due date on a closed lead is not a task). */
  open: boolean;
  save: (patch: { followUpOn?: string | null; assignedTo?: number | null }) => Promise<void>;
}

/**
 * The lead's next step (decision 024): the day to follow it up and who does, as most CRMs keep it
 * on the lead itself (ERPNext's "next contact date/by", EspoCRM's assigned user). One Save for both;
 * a date today or past on an open lead says so, in words as well as colour.
 */
export function FollowUpSection({ followUpOn, assignedTo, subject, open, save }: Props) {
  const people = useAssignees();
  const t = useAdminText(leadsText);
  const refusal = useRefusal(t);
  const person = personOf(people, (id) => t('followUp.removedUser', { id }));
  const [day, setDay] = useState(followUpOn ?? '');
  const [who, setWho] = useState(assignedTo === null ? '' : String(assignedTo));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const today = istDate(new Date());
  const due = open && followUpOn !== null && followUpOn <= today;
  const changed = day !== (followUpOn ?? '') || who !== (assignedTo === null ? '' : String(assignedTo));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const patch: { followUpOn?: string | null; assignedTo?: number | null } = {};
    if (day !== (followUpOn ?? '')) patch.followUpOn = day || null;
    if (who !== (assignedTo === null ? '' : String(assignedTo))) patch.assignedTo = who ? Number(who) : null;
    if (!Object.keys(patch).length) return;
    setSaving(true);
    setError(null);
    try {
      await save(patch);
      toast.success(t('followUp.saved'));
    } catch (failure) {
      setError(refusal('followUp.notSaved', failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={t('followUp.formOf', { subject })}
      css={{ display: 'grid', gap: 12 }}
    >
      {followUpOn && (
        <p
          role="status"
          css={{
            margin: 0,
            fontWeight: 600,
            color: due ? colors.warnText : colors.text,
            background: due ? colors.warnBg : 'transparent',
            padding: due ? '6px 10px' : 0,
            borderRadius: 8,
          }}
        >
          {due
            ? followUpOn < today
              ? t('followUp.overdue', { day: formatDate(followUpOn) })
              : t('followUp.dueToday')
            : t('followUp.on', { day: formatDate(followUpOn) })}
          {assignedTo !== null && ` · ${person(assignedTo)}`}
        </p>
      )}
      <div css={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <Field label={t('followUp.day')} hint={t('followUp.dayHint')}>
          <Input
            type="date"
            value={day}
            min={followUpOn && followUpOn < today ? followUpOn : undefined}
            onChange={(e) => setDay(e.target.value)}
          />
        </Field>
        <Field label={t('followUp.who')}>
          <Select value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">{t('followUp.nobody')}</option>
            {people.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.email}
              </option>
            ))}
            {assignedTo !== null && !people.some((p) => p.id === assignedTo) && (
              <option value={String(assignedTo)}>{person(assignedTo)}</option>
            )}
          </Select>
        </Field>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button type="submit" variant="primary" disabled={saving || !changed}>
          {saving ? t('followUp.saving') : t('followUp.save')}
        </Button>
        {day && (
          <Button type="button" onClick={() => setDay('')} disabled={saving}>
            {t('followUp.clear')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" css={{ margin: 0, color: colors.danger, fontWeight: 600 }}>
          {error}
        </p>
      )}
    </form>
  );
}
