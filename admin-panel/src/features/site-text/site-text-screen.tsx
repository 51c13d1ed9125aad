import { useCallback, useEffect, useMemo, useState } from 'react';
import { SITE_TEXT_PAGES, type SiteTextBlock, type SiteTextPage } from '@dds/shared/schemas/site-text-edit';
import { useAdminText } from '../../i18n/admin-text';
import { Card, Label, Notice, Select } from '../../ui/controls';
import { LoadFailed } from '../../ui/load-failed';
import { colors } from '../../ui/theme';
import { ViewOnSite } from '../../ui/view-on-site';
import { getSettings } from '../settings';
import { SectionPreview } from './section-preview';
import { getSiteText } from './site-text-api';
import { editorNames } from './editor-names';
import { siteTextEditorText } from './editor-text';
import { sectionsOf } from './site-text-sections';
import { TextBlockEditor } from './text-block-editor';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: string }
  | { state: 'ready'; blocks: SiteTextBlock[]; hindi: Map<string, SiteTextBlock> };

/**
 * A text is missing in Hindi when the owner changed its English and nobody wrote its Hindi: the
 * shipped Hindi translates the old English, so the Hindi page shows the owner's English instead
 * (shared/src/schemas/site-text.ts, textIn). A shipped text has its shipped Hindi.
 */
const missingInHindi = (english: SiteTextBlock, hindi: SiteTextBlock | undefined) =>
  english.value !== null && (hindi?.value ?? null) === null;
const hindiDraftKey = (key: string) => `hi:${key}`;

/**
 * Every word of the public site, page by page and section by section. Each text saves on its own
 * (two admins editing different texts never collide), shows the shipped words it replaced, and
 * restores them in one click; the section's preview shows the words as they will read, before they
 * are saved. Live at the next page load, in the server's HTML too.
 */
export function SiteTextScreen() {
  const t = useAdminText(siteTextEditorText);
  const names = useMemo(() => editorNames(t), [t]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [page, setPage] = useState<SiteTextPage>('home');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [institute, setInstitute] = useState('DDS');

  // A reload after someone else's save keeps the screen (and what was typed) in place meanwhile.
  const fetchAll = useCallback(() => {
    setLoad((l) => (l.state === 'ready' ? l : { state: 'loading' }));
    Promise.all([getSiteText('en'), getSiteText('hi')]).then(
      ([english, hindi]) =>
        setLoad({ state: 'ready', blocks: english.blocks, hindi: new Map(hindi.blocks.map((b) => [b.key, b])) }),
      (failure: unknown) =>
        setLoad({
          state: 'failed',
          error: failure instanceof Error ? failure.message : t('siteText.loadFailed'),
        }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fallback's words need no new load
  }, []);
  useEffect(fetchAll, [fetchAll]);
  // The page titles end with the institute's name: the preview shows it as visitors will see it.
  useEffect(() => {
    getSettings().then(
      (s) => s.instituteName && setInstitute(s.instituteName),
      () => undefined,
    );
  }, []);

  const replaceBlock = useCallback((saved: SiteTextBlock) => {
    setLoad((l) => {
      if (l.state !== 'ready') return l;
      if (saved.language === 'hi') return { ...l, hindi: new Map(l.hindi).set(saved.key, saved) };
      return { ...l, blocks: l.blocks.map((b) => (b.key === saved.key ? saved : b)) };
    });
  }, []);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const setDraft = useCallback((key: string, value: string | undefined) => {
    setDrafts((d) => {
      const next = { ...d };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  }, []);

  const setHindiDraft = useCallback(
    (key: string, value: string | undefined) => setDraft(hindiDraftKey(key), value),
    [setDraft],
  );

  const blocks = useMemo(() => (load.state === 'ready' ? load.blocks : []), [load]);
  const hindi = useMemo(() => (load.state === 'ready' ? load.hindi : new Map<string, SiteTextBlock>()), [load]);
  const missing = useMemo(
    () => new Set(blocks.filter((b) => missingInHindi(b, hindi.get(b.key))).map((b) => b.key)),
    [blocks, hindi],
  );
  const missingOn = (id: string) => [...missing].filter((key) => key.split('.')[0] === id).length;
  const sections = useMemo(
    () =>
      sectionsOf(
        blocks.filter((b) => b.key.split('.')[0] === page && (!onlyMissing || missing.has(b.key))),
        names,
      ),
    [blocks, page, onlyMissing, missing, names],
  );
  const changedCount = useMemo(() => blocks.filter((b) => b.value !== null).length, [blocks]);
  const pageInfo = SITE_TEXT_PAGES.find((p) => p.id === page)!;

  if (load.state === 'failed')
    return <LoadFailed what={t('siteText.loadWhat')} error={load.error} onRetry={fetchAll} />;
  if (load.state === 'loading') {
    return (
      <p role="status" css={{ color: colors.muted }}>
        {t('siteText.loading')}
      </p>
    );
  }
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 }}>
        <div css={{ display: 'grid', gap: 4, minWidth: 0, flex: '1 1 240px', maxWidth: 420 }}>
          <Label htmlFor="site-text-page">{t('siteText.page')}</Label>
          <Select id="site-text-page" value={page} onChange={(e) => setPage(e.target.value as SiteTextPage)}>
            {SITE_TEXT_PAGES.map((p) => (
              <option key={p.id} value={p.id}>
                {missingOn(p.id)
                  ? t('siteText.pageMissing', { page: names.page(p.id), count: missingOn(p.id) })
                  : names.page(p.id)}
              </option>
            ))}
          </Select>
        </div>
        {pageInfo.path !== null && <ViewOnSite href={pageInfo.path}>{t('siteText.viewPage')}</ViewOnSite>}
        {pageInfo.path !== null && (
          <ViewOnSite href={pageInfo.path === '/' ? '/hi' : `/hi${pageInfo.path}`}>
            {t('siteText.viewHindi')}
          </ViewOnSite>
        )}
        <label css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 }}>
          <input
            type="checkbox"
            checked={onlyMissing}
            onChange={(e) => setOnlyMissing(e.target.checked)}
            css={{ width: 20, height: 20 }}
          />
          {t('siteText.onlyMissing', { count: missing.size })}
        </label>
      </div>
      {page === 'emails' && (
        <Notice tone="info" css={{ margin: 0 }}>
          {t('siteText.emails', { name: '{name}', course: '{course}', amount: '{amount}', receipt: '{receipt}' })}
        </Notice>
      )}
      <Notice tone="info" css={{ margin: 0 }}>
        {changedCount === 0 ? t('siteText.allOriginal') : t('siteText.differ', { count: changedCount })}{' '}
        {t('siteText.claims')}
      </Notice>
      {onlyMissing && sections.length === 0 && (
        <Notice tone="info" css={{ margin: 0 }}>
          {t('siteText.nothingMissing')}
        </Notice>
      )}
      {sections.map((section) => (
        <Card key={section.id} aria-labelledby={`section-${section.id}`} css={{ display: 'grid', gap: 16 }}>
          <h2 id={`section-${section.id}`} css={{ margin: 0, fontSize: 18 }}>
            {section.label}
          </h2>
          <SectionPreview section={section} drafts={drafts} institute={institute} />
          {section.blocks.map((block) => {
            const hi = hindi.get(block.key);
            const label = section.labelOf(block.key);
            return (
              <div
                key={block.key}
                css={{
                  display: 'grid',
                  gap: 12,
                  '@media (min-width: 1100px)': { gridTemplateColumns: '1fr 1fr', columnGap: 24 },
                }}
              >
                <TextBlockEditor
                  block={block}
                  label={label}
                  draft={drafts[block.key]}
                  onDraft={setDraft}
                  onSaved={replaceBlock}
                  onReload={fetchAll}
                />
                {hi && (
                  <TextBlockEditor
                    block={hi}
                    label={t('siteText.inHindi', { label })}
                    draft={drafts[hindiDraftKey(block.key)]}
                    onDraft={setHindiDraft}
                    onSaved={replaceBlock}
                    onReload={fetchAll}
                    missing={missing.has(block.key)}
                  />
                )}
              </div>
            );
          })}
        </Card>
      ))}
    </div>
  );
}
