import { useEffect, useId, useState } from 'react';
import { DEFAULT_INSTITUTE_NAME } from '@dds/shared/schemas/site-settings';
import { fillTemplate, whatsAppLink, type ReplyTemplate } from '@dds/shared/schemas/leads';
import { phoneDigits, tenDigits } from '@dds/shared/schemas/phone';
import { getSettings } from '../settings';
import { ButtonLink, Select, TextArea, VisuallyHidden } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { fetchReplyTemplates } from './leads-api';
import { leadsText } from './leads-text';

interface Props {
  name: string;
  email: string;
  phone: string;
  /** What the lead is about, in words ("MERN Stack", "Spoken English"). */
  course: string;
}

let institute: Promise<string> | undefined;
const instituteName = () =>
  (institute ??= getSettings().then(
    (s) => s.instituteName || DEFAULT_INSTITUTE_NAME,
    () => DEFAULT_INSTITUTE_NAME,
  ));

/**
 * Reply to a lead (decision 024): call, e-mail, or WhatsApp with a message from the office's
 * templates, filled in with the lead's name and course and editable before it opens. WhatsApp's
 * click-to-chat link (wa.me) opens the chat on the office's phone or WhatsApp Web with the text
 * ready; nothing is sent until the clerk presses send there. A phone that is not an Indian number
 * gets no WhatsApp or call link: the office checks it first.
 */
export function ReplySection({ name, email, phone, course }: Props) {
  const [templates, setTemplates] = useState<ReplyTemplate[] | null>(null);
  const [chosen, setChosen] = useState(0);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const t = useAdminText(leadsText);
  const digits = tenDigits(phone) ? phoneDigits(phone) : '';

  useEffect(() => {
    let live = true;
    Promise.all([fetchReplyTemplates(), instituteName()])
      .then(([items, inst]) => {
        if (!live) return;
        setTemplates(items);
        setText(items[0] ? fillTemplate(items[0].body, { name, course, institute: inst }) : '');
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [name, course]);

  const choose = async (index: number) => {
    setChosen(index);
    const template = templates?.[index];
    if (template) setText(fillTemplate(template.body, { name, course, institute: await instituteName() }));
  };

  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {digits && (
          <ButtonLink href={`tel:+${digits}`}>
            {t('reply.call', { name: name.split(' ')[0] || t('reply.them') })}
          </ButtonLink>
        )}
        {email && <ButtonLink href={`mailto:${email}`}>{t('reply.email')}</ButtonLink>}
      </div>
      {!digits ? (
        <p css={{ margin: 0, color: colors.muted }}>{t('reply.noWhatsApp')}</p>
      ) : failed ? (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {t('reply.templatesFailed')}
        </p>
      ) : null}
      {digits && (
        <>
          {templates && templates.length > 0 && (
            <Field label={t('reply.template')}>
              <Select value={String(chosen)} onChange={(e) => void choose(Number(e.target.value))}>
                {templates.map((template, i) => (
                  <option key={`${i}-${template.title}`} value={String(i)}>
                    {template.title}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label={t('reply.message')} hint={t('reply.messageHint')}>
            <TextArea value={text} rows={5} onChange={(e) => setText(e.target.value)} />
          </Field>
          <ButtonLink
            href={whatsAppLink(digits, text)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={hintId}
            css={{ justifySelf: 'start', background: '#166534', color: '#fff', borderColor: '#166534' }}
          >
            {t('reply.send')}
          </ButtonLink>
          <VisuallyHidden id={hintId}>{t('reply.newTab')}</VisuallyHidden>
        </>
      )}
    </div>
  );
}
