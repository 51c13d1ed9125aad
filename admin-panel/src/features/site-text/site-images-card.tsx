import { useEffect, useId, useState } from 'react';
import { toast } from '@dds/shared/toast';
import {
  siteIconUrl,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MIN_SIDE,
  type SiteImageKind,
  type SiteImagesState,
} from '@dds/shared/schemas/site-images';
import { useAdminText } from '../../i18n/admin-text';
import { withElements } from '../../i18n/with-elements';
import { useServerAnswerElement } from '../../ui/server-answer';
import { Button, Card, Notice } from '../../ui/controls';
import { FieldError } from '../../ui/field-error';
import { formatWhen } from '../../ui/format';
import { colors } from '../../ui/theme';
import { siteTextEditorText } from './editor-text';
import { getSiteImages, removeSiteImage, uploadSiteImage } from './site-text-api';

/** Which size of each picture shows what is in use (its words are ./editor-text.ts's `images.<kind>.*`). */
const PREVIEW: Record<SiteImageKind, Parameters<typeof siteIconUrl>[0]> = {
  logo: 'logo-128.png',
  favicon: 'icon-192.png',
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
  const t = useAdminText(siteTextEditorText);
  // A refused upload's reason (the server's, or the same words checked here) in the admin's language.
  const answer = useServerAnswerElement();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = state?.[kind] ?? null;
  // What is in use now: the upload's copy, or the build's (the favicon falls back to the logo's icons).
  const previewSrc = current
    ? siteIconUrl(PREVIEW[kind], current.tag)
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
      setError(failure instanceof Error ? failure.message : t('images.saveFailed'));
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
    void run(() => uploadSiteImage(kind, file), t(`images.${kind}.uploadedToast`));
  }

  return (
    <section aria-labelledby={`${id}-title`} css={{ display: 'grid', gap: 8, alignContent: 'start' }}>
      <h3 id={`${id}-title`} css={{ margin: 0, fontSize: 16 }}>
        {t(`images.${kind}.title`)}
      </h3>
      <p css={{ margin: 0, fontSize: 14, color: colors.muted }}>{t(`images.${kind}.says`)}</p>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <img
          src={previewSrc}
          alt={t(`images.${kind}.inUse`)}
          width={64}
          height={64}
          css={{ objectFit: 'contain', border: `1px solid ${colors.border}`, borderRadius: 8, background: '#fff' }}
        />
        <span css={{ fontSize: 14 }}>
          {current
            ? current.changedBy
              ? t('images.uploadedBy', { who: current.changedBy, when: formatWhen(current.changedAt) })
              : t('images.uploaded', { when: formatWhen(current.changedAt) })
            : t('images.original')}
        </span>
      </div>
      <label htmlFor={`${id}-file`} css={{ fontSize: 14, fontWeight: 600 }}>
        {t(`images.${kind}.new`, { min: SITE_IMAGE_MIN_SIDE })}
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
        {error && answer(error)}
      </FieldError>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" variant="primary" disabled={!file || busy} onClick={upload}>
          {t(`images.${kind}.upload`)}
        </Button>
        {current && (
          <Button
            type="button"
            disabled={busy}
            onClick={() => void run(() => removeSiteImage(kind), t(`images.${kind}.restored`))}
          >
            {t(`images.${kind}.useOriginal`)}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The logo and favicon uploads, above the texts. */
export function SiteImagesCard() {
  const [state, setState] = useState<SiteImagesState | undefined>();
  const t = useAdminText(siteTextEditorText);
  const answer = useServerAnswerElement();
  const [failed, setFailed] = useState<string | null | undefined>(undefined); // null: failed without a reason
  useEffect(() => {
    getSiteImages().then(setState, (failure: unknown) => setFailed(failure instanceof Error ? failure.message : null));
  }, []);
  return (
    <Card aria-labelledby="site-images-title" css={{ display: 'grid', gap: 16 }}>
      <h2 id="site-images-title" css={{ margin: 0, fontSize: 18 }}>
        {t('images.title')}
      </h2>
      {failed !== undefined && (
        <Notice tone="error" css={{ margin: 0 }}>
          {withElements((values) => t('images.loadFailed', values), {
            reason: failed === null ? t('images.loadFailedReason') : answer(failed),
          })}
        </Notice>
      )}
      <div css={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
        <ImageUpload kind="logo" state={state} onChange={setState} />
        <ImageUpload kind="favicon" state={state} onChange={setState} />
      </div>
    </Card>
  );
}
