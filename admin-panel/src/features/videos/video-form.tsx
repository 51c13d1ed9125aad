import { useState } from 'react';
import { toast } from '@dds/shared/toast';
import { parseYouTubeId, videoInputSchema, type Video } from '@dds/shared/schemas/gallery';
import { Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { useAdminText } from '../../i18n/admin-text';
import { AddItemForm, addVideo, useAddItem } from '../content';
import { contentText } from '../content';

/** A YouTube link (or id) and a title; checked here and again on the server, which keeps only the id. */
export function VideoForm({ onAdded }: { onAdded: (video: Video) => void }) {
  const t = useAdminText(contentText);
  const [values, setValues] = useState({ url: '', title: '' });
  const { error, busy, showProblem, send } = useAddItem();
  const id = parseYouTubeId(values.url);

  function submit() {
    const parsed = videoInputSchema.safeParse(values);
    if (!parsed.success) return showProblem(parsed.error.issues[0]?.message ?? t('videoForm.fillBoth'));
    void send(async () => {
      onAdded(await addVideo(parsed.data));
      toast.success(t('videoForm.added'));
      setValues({ url: '', title: '' });
    });
  }

  return (
    <AddItemForm
      title={t('videoForm.title')}
      titleId="video-form-title"
      error={error}
      busy={busy}
      submitLabel={t('videoForm.submit')}
      busyLabel={t('videoForm.busy')}
      onSubmit={submit}
    >
      <Field label={t('videoForm.link')} hint={id ? t('videoForm.linkId', { id }) : t('videoForm.linkHint')}>
        <Input
          required
          inputMode="url"
          autoComplete="off"
          value={values.url}
          onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
        />
      </Field>
      <Field label={t('videoForm.videoTitle')} hint={t('videoForm.videoTitleHint')}>
        <Input
          required
          maxLength={120}
          autoComplete="off"
          value={values.title}
          onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
        />
      </Field>
    </AddItemForm>
  );
}
