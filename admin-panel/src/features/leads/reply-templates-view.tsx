import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@dds/shared/toast';
import { MAX_REPLY_TEMPLATES, replyTemplatesSchema, type ReplyTemplate } from '@dds/shared/schemas/leads';
import { Button, Card, Input, Notice, PageTitle, TextArea } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { withElements } from '../../i18n/with-elements';
import { useServerAnswerElement, useRefusalWords } from '../../ui/server-answer';
import { uiText } from '../../ui/ui-text';
import { fetchReplyTemplates, saveReplyTemplates } from './leads-api';
import { leadsText } from './leads-text';

/**
 * The office's WhatsApp replies (decision 024), edited as one short list: a name the clerk picks
 * from, and the message with {name}, {course} and {institute} filled in from the record.
 */
export function ReplyTemplatesView() {
  const [items, setItems] = useState<ReplyTemplate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});
  const t = useAdminText(leadsText);
  const refusalWords = useRefusalWords(t);
  const ui = useAdminText(uiText);
  // The shared schema's checks and the server's refusals, in the admin's language, or their English
  // marked so (decision 005, "Codes a panel does not know").
  const answer = useServerAnswerElement();

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
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.slice(1).join('.'), answer(i.message)])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setItems(await saveReplyTemplates(checked.data.items));
      toast.success(t('replies.saved'));
    } catch (failure) {
      toast.error(refusalWords('replies.notSaved', failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 16, maxWidth: 860 }}>
      <div>
        <PageTitle css={{ marginBottom: 6 }}>{t('replies.title')}</PageTitle>
        <p css={{ margin: 0, color: colors.muted }}>
          {withElements((values) => t('replies.lead', values), {
            name: <code>{'{name}'}</code>,
            course: <code>{'{course}'}</code>,
            institute: <code>{'{institute}'}</code>,
          })}
        </p>
      </div>
      {failed && (
        <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
          <span>{t('replies.loadFailed')}</span>
          <Button type="button" onClick={load}>
            {t('replies.tryAgain')}
          </Button>
        </Notice>
      )}
      {!items && !failed && <p role="status">{ui('common.loading')}</p>}
      {items && (
        <form onSubmit={(e) => void submit(e)} css={{ display: 'grid', gap: 12 }} noValidate>
          {items.length === 0 && <p css={{ margin: 0 }}>{t('replies.none')}</p>}
          {items.map((template, i) => (
            <Card
              key={i}
              aria-label={t('replies.card', { number: i + 1, title: template.title || t('replies.noName') })}
              css={{ display: 'grid', gap: 10, padding: 16 }}
            >
              <Field label={t('replies.name')} error={errors[`${i}.title`]}>
                <Input value={template.title} maxLength={60} onChange={(e) => change(i, { title: e.target.value })} />
              </Field>
              <Field label={t('replies.message')} error={errors[`${i}.body`]}>
                <TextArea
                  value={template.body}
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
                {t('replies.remove', { title: template.title || t('replies.replyNumber', { number: i + 1 }) })}
              </Button>
            </Card>
          ))}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button
              type="button"
              disabled={items.length >= MAX_REPLY_TEMPLATES}
              onClick={() => setItems([...items, { title: '', body: '' }])}
            >
              {t('replies.add')}
            </Button>
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? t('replies.saving') : t('replies.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
