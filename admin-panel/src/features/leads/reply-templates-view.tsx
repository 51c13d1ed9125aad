import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES } from '@dds/shared/messages';
import { toast } from '@dds/shared/toast';
import { MAX_REPLY_TEMPLATES, replyTemplatesSchema, type ReplyTemplate } from '@dds/shared/schemas/leads';
import { Button, Card, Input, Notice, PageTitle, TextArea } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import { fetchReplyTemplates, saveReplyTemplates } from './leads-api';

/**
 * The office's WhatsApp replies (decision 024), edited as one short list: a name the clerk picks
 * from, and the message with {name}, {course} and {institute} filled in from the record.
 */
export function ReplyTemplatesView() {
  const [items, setItems] = useState<ReplyTemplate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const load = () => {
    setFailed(false);
    fetchReplyTemplates().then(setItems, () => setFailed(true));
  };
  useEffect(load, []);

  const change = (index: number, patch: Partial<ReplyTemplate>) =>
    setItems((list) => list!.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!items) return;
    const checked = replyTemplatesSchema.safeParse({ items });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.slice(1).join('.'), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setItems(await saveReplyTemplates(checked.data.items));
      toast.success('WhatsApp replies saved');
    } catch (failure) {
      toast.error(`Not saved: ${(failure as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 860 }}>
      <div>
        <PageTitle css={{ marginBottom: 6 }}>WhatsApp replies</PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>
          The messages “Reply on WhatsApp” offers on an inquiry or admission. Write <code>{'{name}'}</code>,{' '}
          <code>{'{course}'}</code> or <code>{'{institute}'}</code> where the visitor’s name, their course or the
          institute’s name should go. The clerk can still edit the message before it opens in WhatsApp.
        </p>
      </div>
      {failed && (
        <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
          <span>Could not load the replies.</span>
          <Button type="button" onClick={load}>
            Try again
          </Button>
        </Notice>
      )}
      {!items && !failed && <p role="status">{MESSAGES.loading}</p>}
      {items && (
        <form onSubmit={(e) => void submit(e)} css={{ display: 'grid', gap: 12 }} noValidate>
          {items.length === 0 && (
            <p css={{ margin: 0 }}>No replies yet. Add one for the questions the office answers most.</p>
          )}
          {items.map((t, i) => (
            <Card
              key={i}
              aria-label={`Reply ${i + 1}: ${t.title || 'no name yet'}`}
              css={{ display: 'grid', gap: 10, padding: 16 }}
            >
              <Field label="Name" error={errors[`${i}.title`]}>
                <Input value={t.title} maxLength={60} onChange={(e) => change(i, { title: e.target.value })} />
              </Field>
              <Field label="Message" error={errors[`${i}.body`]}>
                <TextArea
                  value={t.body}
                  rows={4}
                  maxLength={1000}
                  onChange={(e) => change(i, { body: e.target.value })}
                />
              </Field>
              <Button
                type="button"
                variant="danger"
                css={{ justifySelf: 'start' }}
                onClick={() => setItems(items.filter((_, j) => j !== i))}
              >
                Remove “{t.title || `reply ${i + 1}`}”
              </Button>
            </Card>
          ))}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button
              type="button"
              disabled={items.length >= MAX_REPLY_TEMPLATES}
              onClick={() => setItems([...items, { title: '', body: '' }])}
            >
              Add a reply
            </Button>
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save replies'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
