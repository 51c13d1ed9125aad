import { siteTextPlaceholders } from '@dds/shared/schemas/site-text';
import type { SiteTextBlock } from '@dds/shared/schemas/site-text-edit';
import { useAdminText } from '../../i18n/admin-text';
import { colors } from '../../ui/theme';
import { siteTextEditorText } from './editor-text';
import { shownText, type TextSection } from './site-text-sections';

const HEADING = /(^|\.)(headline|title|claimsTitle|featuredTitle|bannerTitle)$/;
const BUTTON = /(^|\.)(cta|primaryCta|secondaryCta|button)$/;

/** How one text sits on the page: headings as headings, buttons as buttons, the rest as lines. */
function PreviewLine({ block, text }: { block: SiteTextBlock; text: string }) {
  const t = useAdminText(siteTextEditorText);
  const last = block.key.split('.').pop()!;
  if (last === 'subject')
    return (
      <p css={{ margin: 0, paddingBottom: 6, borderBottom: `1px solid ${colors.border}` }}>
        <span css={{ color: colors.muted }}>{t('preview.subject')}</span>
        <strong>{text}</strong>
      </p>
    );
  if (last === 'eyebrow')
    return (
      <p
        css={{
          margin: 0,
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: colors.brand,
        }}
      >
        {text}
      </p>
    );
  if (HEADING.test(block.key) && !/\.(cards|claims|features)\.\d+\.title$/.test(block.key))
    return <p css={{ margin: 0, fontSize: 20, fontWeight: 800, lineHeight: 1.25 }}>{text}</p>;
  if (/\.(cards|claims|features)\.\d+\.title$/.test(block.key))
    return <p css={{ margin: '6px 0 0', fontWeight: 700 }}>{text}</p>;
  if (BUTTON.test(block.key))
    return (
      <p css={{ margin: 0 }}>
        <span
          css={{
            display: 'inline-block',
            padding: '6px 14px',
            borderRadius: 999,
            background: colors.brand,
            color: '#fff',
            fontWeight: 700,
          }}
        >
          {text}
        </span>
      </p>
    );
  if (last === 'heading') return <p css={{ margin: '8px 0 0', fontSize: 17, fontWeight: 700 }}>{text}</p>;
  if (last === 'value') return <p css={{ margin: '6px 0 0', fontSize: 22, fontWeight: 800 }}>{text}</p>;
  if (last === 'placement')
    return (
      <p
        css={{
          margin: 0,
          padding: '8px 10px',
          borderRadius: 6,
          background: '#fef9c3',
          color: '#713f12',
          fontWeight: 700,
          textAlign: 'center',
        }}
      >
        {text}
      </p>
    );
  return <p css={{ margin: 0, color: '#374151' }}>{text}</p>;
}

/** A search result / shared link: "Title | Institute" and the description, as Google and WhatsApp show them. */
function SearchSnippet({ title, description, institute }: { title: string; description: string; institute: string }) {
  const t = useAdminText(siteTextEditorText);
  const full = `${title} | ${institute}`;
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <p css={{ margin: 0, fontSize: 13, color: colors.muted }}>{t('preview.searchResult')}</p>
      <p css={{ margin: 0, fontSize: 18, color: '#1a0dab', overflowWrap: 'anywhere' }}>
        {full.length > 60 ? `${full.slice(0, 59)}…` : full}
      </p>
      <p css={{ margin: 0, fontSize: 14, color: '#4d5156' }}>
        {description.length > 160 ? `${description.slice(0, 159)}…` : description}
      </p>
      {(full.length > 60 || description.length > 160) && (
        <p css={{ margin: 0, fontSize: 13, color: colors.warnText }}>{t('preview.cut')}</p>
      )}
    </div>
  );
}

/**
 * The section's words as they will read, drafts included, before anything is saved (the role of
 * Decap's preview pane or the WordPress Customizer's preview, in the panel's own styles: the
 * public site's components are another release and never load in the panel). What is empty is
 * left out, as the page leaves it out.
 */
export function SectionPreview({
  section,
  drafts,
  institute,
}: {
  section: TextSection;
  drafts: Record<string, string>;
  institute: string;
}) {
  const t = useAdminText(siteTextEditorText);
  const text = (block: SiteTextBlock) => shownText(block, drafts[block.key]).trim();
  const seo = section.blocks.filter(
    (b) => /\.(title|description)$/.test(b.key) && (section.id.endsWith('.seo') || section.id.startsWith('pages.')),
  );
  const snippet = seo.length === 2 ? { title: text(seo[0]!), description: text(seo[1]!) } : undefined;
  const lines = snippet ? [] : section.blocks.filter((b) => text(b));
  const placeholders = siteTextPlaceholders(section.blocks[0]?.key ?? '');
  return (
    <details
      open
      css={{ border: `1px dashed ${colors.border}`, borderRadius: 10, padding: '8px 12px', background: '#fafafa' }}
    >
      <summary css={{ cursor: 'pointer', fontWeight: 600, minHeight: 32, display: 'flex', alignItems: 'center' }}>
        {t('preview.title')}
      </summary>
      <div
        data-testid={`preview-${section.id}`}
        css={{ display: 'grid', gap: 8, maxWidth: 420, paddingTop: 8, overflowWrap: 'anywhere' }}
      >
        {snippet && <SearchSnippet {...snippet} institute={institute} />}
        {lines.map((b) => (
          <PreviewLine key={b.key} block={b} text={text(b)} />
        ))}
        {placeholders.length > 0 && (
          <p css={{ margin: 0, fontSize: 13, color: colors.muted }}>
            {t('preview.placeholders', { list: placeholders.map((p) => `{${p}}`).join(', '), contact: '{contact}' })}
          </p>
        )}
        {!snippet && !lines.length && <p css={{ margin: 0, color: colors.muted }}>{t('preview.allEmpty')}</p>}
      </div>
    </details>
  );
}
