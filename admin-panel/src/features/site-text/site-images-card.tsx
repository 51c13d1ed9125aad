import { useEffect, useId, useState } from 'react';
import { toast } from '@dds/shared/toast';
import {
  siteIconUrl,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MIN_SIDE,
  type SiteImageKind,
  type SiteImagesState,
} from '@dds/shared/schemas/site-images';
import { Button, Card, Notice } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import { formatWhen } from '../../ui/format';
import { colors } from '../../ui/theme';
import { getSiteImages, removeSiteImage, uploadSiteImage } from './site-text-api';

const WHAT: Record<SiteImageKind, { title: string; says: string; preview: Parameters<typeof siteIconUrl>[0] }> = {
  logo: {
    title: 'Logo',
    says: 'The logo in the header, footer and banner, the card a shared link shows on WhatsApp, and the icons unless you upload a favicon.',
    preview: 'logo-128.png',
  },
  favicon: {
    title: 'Favicon',
    says: 'The small icon in the browser tab and on a phone’s home screen (made at 16 to 512 px). Square pictures work best.',
    preview: 'icon-192.png',
  },
};

/** One upload: what it is for, what is in use, choose a file, upload, or go back to the original. */
function ImageUpload({
  kind,
  state,
  onChange,
}: {
  kind: SiteImageKind;
  state: SiteImagesState | undefined;
  onChange: (s: SiteImagesState) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = state?.[kind] ?? null;
  const what = WHAT[kind];
  // What is in use now: the upload's copy, or the build's (the favicon falls back to the logo's icons).
  const previewSrc = current
    ? siteIconUrl(what.preview, current.tag)
    : kind === 'logo'
      ? '/ddslogo.png'
      : state?.logo
        ? siteIconUrl('icon-192.png', state.logo.tag)
        : '/apple-touch-icon.png';

  async function run(work: () => Promise<SiteImagesState>, done: string) {
    setBusy(true);
    setError(null);
    try {
      onChange(await work());
      setFile(null);
      toast.success(done);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The picture could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  function upload() {
    if (!file) return;
    if (file.size > SITE_IMAGE_MAX_BYTES) {
      setError(`File is too large: the limit is ${SITE_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    void run(
      () => uploadSiteImage(kind, file),
      `New ${what.title.toLowerCase()} uploaded — live on the site at the next page load`,
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} css={{ display: 'grid', gap: 8, alignContent: 'start' }}>
      <h3 id={`${id}-title`} css={{ margin: 0, fontSize: 16 }}>
        {what.title}
      </h3>
      <p css={{ margin: 0, fontSize: 14, color: colors.muted }}>{what.says}</p>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <img
          src={previewSrc}
          alt={`${what.title} in use now`}
          width={64}
          height={64}
          css={{ objectFit: 'contain', border: `1px solid ${colors.border}`, borderRadius: 8, background: '#fff' }}
        />
        <span css={{ fontSize: 14 }}>
          {current
            ? `Uploaded${current.changedBy ? ` by ${current.changedBy}` : ''}, ${formatWhen(current.changedAt)}.`
            : 'The original.'}
        </span>
      </div>
      <label htmlFor={`${id}-file`} css={{ fontSize: 14, fontWeight: 600 }}>
        New {what.title.toLowerCase()} (PNG, JPEG or WebP, at least {SITE_IMAGE_MIN_SIDE} px)
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        css={{ maxWidth: '100%', minHeight: 44 }}
      />
      <FieldError id={`${id}-error`} css={{ fontWeight: 600 }}>
        {error}
      </FieldError>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" variant="primary" disabled={!file || busy} onClick={upload}>
          Upload {what.title.toLowerCase()}
        </Button>
        {current && (
          <Button
            type="button"
            disabled={busy}
            onClick={() => void run(() => removeSiteImage(kind), `Original ${what.title.toLowerCase()} restored`)}
          >
            Use the original {what.title.toLowerCase()}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The logo and favicon uploads, above the texts. */
export function SiteImagesCard() {
  const [state, setState] = useState<SiteImagesState | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    getSiteImages().then(setState, (failure: unknown) =>
      setFailed(failure instanceof Error ? failure.message : 'Could not load the logo.'),
    );
  }, []);
  return (
    <Card aria-labelledby="site-images-title" css={{ display: 'grid', gap: 16 }}>
      <h2 id="site-images-title" css={{ margin: 0, fontSize: 18 }}>
        Logo and icons
      </h2>
      {failed && (
        <Notice tone="error" css={{ margin: 0 }}>
          Could not load the logo and icons. {failed}
        </Notice>
      )}
      <div css={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
        <ImageUpload kind="logo" state={state} onChange={setState} />
        <ImageUpload kind="favicon" state={state} onChange={setState} />
      </div>
    </Card>
  );
}
