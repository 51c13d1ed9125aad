import { useState } from 'react';
import { toast } from '@dds/shared/toast';
import { parseYouTubeId, videoInputSchema, type Video } from '@dds/shared/schemas/gallery';
import { Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { AddItemForm, addVideo, useAddItem } from '../content';

/** A YouTube link (or id) and a title; checked here and again on the server, which keeps only the id. */
export function VideoForm({ onAdded }: { onAdded: (video: Video) => void }) {
  const [values, setValues] = useState({ url: '', title: '' });
  const { error, busy, showProblem, send } = useAddItem();
  const id = parseYouTubeId(values.url);

  function submit() {
    const parsed = videoInputSchema.safeParse(values);
    if (!parsed.success) return showProblem(parsed.error.issues[0]?.message ?? 'Fill in both fields.');
    void send(async () => {
      onAdded(await addVideo(parsed.data));
      toast.success('Video added: it is on the Videos page now');
      setValues({ url: '', title: '' });
    });
  }

  return (
    <AddItemForm
      title="Add a video"
      titleId="video-form-title"
      error={error}
      busy={busy}
      submitLabel="Add video"
      busyLabel="Adding…"
      onSubmit={submit}
    >
      <Field
        label="YouTube link"
        hint={
          id
            ? `Video id: ${id}`
            : 'Paste the link from YouTube’s Share button (youtu.be/…, youtube.com/watch?v=…, or a Shorts link).'
        }
      >
        <Input
          required
          inputMode="url"
          autoComplete="off"
          value={values.url}
          onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
        />
      </Field>
      <Field label="Title" hint="Shown under the video on the site.">
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
