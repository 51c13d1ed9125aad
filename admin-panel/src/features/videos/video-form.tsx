import { useState, type FormEvent } from 'react';
import { toast } from '@dds/shared/toast';
import { parseYouTubeId, videoInputSchema, type Video } from '@dds/shared/src/schemas/gallery';
import { Button, Card, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors, media } from '../../ui/theme';
import { addVideo } from '../content';

/** A YouTube link (or id) and a title; checked here and again on the server, which keeps only the id. */
export function VideoForm({ onAdded }: { onAdded: (video: Video) => void }) {
  const [values, setValues] = useState({ url: '', title: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = parseYouTubeId(values.url);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = videoInputSchema.safeParse(values);
    const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Fill in both fields.');
    setError(problem);
    if (!parsed.success) return;
    setBusy(true);
    try {
      onAdded(await addVideo(parsed.data));
      toast.success('Video added: it is on the Videos page now');
      setValues({ url: '', title: '' });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="video-form-title">
      <h2 id="video-form-title" css={{ margin: '0 0 12px', fontSize: 18 }}>
        Add a video
      </h2>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', alignItems: 'start' }}>
        <Field label="YouTube link" hint={id ? `Video id: ${id}` : 'Paste the link from YouTube’s Share button (youtu.be/…, youtube.com/watch?v=…, or a Shorts link).'}>
          <Input required inputMode="url" autoComplete="off" value={values.url} onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))} />
        </Field>
        <Field label="Title" hint="Shown under the video on the site.">
          <Input required maxLength={120} autoComplete="off" value={values.title} onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))} />
        </Field>
        {error && (
          <p role="alert" css={{ margin: 0, color: colors.danger, gridColumn: '1 / -1' }}>
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy} css={{ justifySelf: 'start', [media.wide]: { marginTop: 25 } }}>
          {busy ? 'Adding…' : 'Add video'}
        </Button>
      </form>
    </Card>
  );
}
