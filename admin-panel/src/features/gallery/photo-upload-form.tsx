import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@dds/shared/toast';
import { MAX_PHOTO_BYTES, PHOTO_CAPTION_MAX, type GalleryPhoto } from '@dds/shared/src/schemas/gallery';
import { Button, Card, Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors, media } from '../../ui/theme';
import { uploadPhoto } from '../content';
import { IMAGE_ACCEPT, imageProblem } from '../content';

/** Caption (the alt text) and the photo; resized on the server, live on /photos at once. */
export function PhotoUploadForm({ onUploaded }: { onUploaded: (photo: GalleryPhoto) => void }) {
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const problem = !caption.trim() ? 'Write a caption: it tells visitors who cannot see the photo what it shows.' : imageProblem(file, MAX_PHOTO_BYTES);
    setError(problem);
    if (problem || !file) return;
    setBusy(true);
    try {
      const photo = await uploadPhoto(caption.trim(), file);
      onUploaded(photo);
      toast.success('Photo added: it is on the Photos page now');
      setCaption('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      setError((failure as Error).message || 'Upload failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="photo-upload-title">
      <h2 id="photo-upload-title" css={{ margin: '0 0 12px', fontSize: 18 }}>
        Add a photo
      </h2>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', alignItems: 'start' }}>
        <Field label="Caption" hint="What the photo shows, e.g. “Annual function 2026: prize giving”. Read out to visitors who cannot see it.">
          <Input required maxLength={PHOTO_CAPTION_MAX} value={caption} onChange={(e) => setCaption(e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Photo" hint={`JPEG, PNG or WebP, up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Resized for phones; the location and camera details are removed.`}>
          <Input ref={fileInput} required type="file" accept={IMAGE_ACCEPT} css={{ padding: 6 }} />
        </Field>
        {error && (
          <p role="alert" css={{ margin: 0, color: colors.danger, gridColumn: '1 / -1' }}>
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy} css={{ justifySelf: 'start', [media.wide]: { marginTop: 25 } }}>
          {busy ? 'Uploading…' : 'Upload photo'}
        </Button>
      </form>
    </Card>
  );
}
