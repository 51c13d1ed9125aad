import { useRef, useState } from 'react';
import { toast } from '@dds/shared/toast';
import { MAX_PHOTO_BYTES, PHOTO_CAPTION_MAX, type GalleryPhoto } from '@dds/shared/schemas/gallery';
import { Input } from '../../ui/controls';
import { Field } from '../../ui/field';
import { AddItemForm, IMAGE_ACCEPT, imageProblem, uploadPhoto, useAddItem } from '../content';

/** Caption (the alt text) and the photo; resized on the server, live on /photos at once. */
export function PhotoUploadForm({ onUploaded }: { onUploaded: (photo: GalleryPhoto) => void }) {
  const [caption, setCaption] = useState('');
  const { error, busy, showProblem, send } = useAddItem();
  const fileInput = useRef<HTMLInputElement>(null);

  function submit() {
    const file = fileInput.current?.files?.[0];
    const problem = !caption.trim() ? 'Write a caption: it tells visitors who cannot see the photo what it shows.' : imageProblem(file, MAX_PHOTO_BYTES);
    if (problem || !file) return showProblem(problem);
    void send(async () => {
      const photo = await uploadPhoto(caption.trim(), file);
      onUploaded(photo);
      toast.success('Photo added: it is on the Photos page now');
      setCaption('');
      if (fileInput.current) fileInput.current.value = '';
    }, 'Upload failed');
  }

  return (
    <AddItemForm title="Add a photo" titleId="photo-upload-title" error={error} busy={busy} submitLabel="Upload photo" busyLabel="Uploading…" onSubmit={submit}>
      <Field label="Caption" hint="What the photo shows, e.g. “Annual function 2026: prize giving”. Read out to visitors who cannot see it.">
        <Input required maxLength={PHOTO_CAPTION_MAX} value={caption} onChange={(e) => setCaption(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Photo" hint={`JPEG, PNG or WebP, up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Resized for phones; the location and camera details are removed.`}>
        <Input ref={fileInput} required type="file" accept={IMAGE_ACCEPT} css={{ padding: 6 }} />
      </Field>
    </AddItemForm>
  );
}
