import { useCallback, useEffect, useMemo, useState } from 'react';
import { SITE_TEXT_PAGES, type SiteTextBlock, type SiteTextPage } from '@dds/shared/schemas/site-text-edit';
import { Card, Label, Notice, Select } from '../../ui/controls';
import { LoadFailed } from '../../ui/load-failed';
import { colors } from '../../ui/theme';
import { ViewOnSite } from '../../ui/view-on-site';
import { getSettings } from '../settings';
import { SectionPreview } from './section-preview';
import { getSiteText } from './site-text-api';
import { sectionsOf } from './site-text-sections';
import { TextBlockEditor } from './text-block-editor';

type Load = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; blocks: SiteTextBlock[] };

/**
 * Every word of the public site, page by page and section by section. Each text saves on its own
 * (two admins editing different texts never collide), shows the shipped words it replaced, and
 * restores them in one click; the section's preview shows the words as they will read, before they
 * are saved. Live at the next page load, in the server's HTML too.
 */
export function SiteTextScreen() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [page, setPage] = useState<SiteTextPage>('home');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [institute, setInstitute] = useState('DDS');

  // A reload after someone else's save keeps the screen (and what was typed) in place meanwhile.
  const fetchAll = useCallback(() => {
    setLoad((l) => (l.state === 'ready' ? l : { state: 'loading' }));
    getSiteText().then(
      (list) => setLoad({ state: 'ready', blocks: list.blocks }),
      (failure: unknown) => setLoad({ state: 'failed', error: failure instanceof Error ? failure.message : 'The texts could not be loaded.' }),
    );
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
    setLoad((l) => (l.state === 'ready' ? { state: 'ready', blocks: l.blocks.map((b) => (b.key === saved.key ? saved : b)) } : l));
  }, []);
  const setDraft = useCallback((key: string, value: string | undefined) => {
    setDrafts((d) => {
      const next = { ...d };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  }, []);

  const blocks = useMemo(() => (load.state === 'ready' ? load.blocks : []), [load]);
  const sections = useMemo(() => sectionsOf(blocks.filter((b) => b.key.split('.')[0] === page)), [blocks, page]);
  const changedCount = useMemo(() => blocks.filter((b) => b.value !== null).length, [blocks]);
  const pageInfo = SITE_TEXT_PAGES.find((p) => p.id === page)!;

  if (load.state === 'failed') return <LoadFailed what="site's texts" error={load.error} onRetry={fetchAll} />;
  if (load.state === 'loading') {
    return (
      <p role="status" css={{ color: colors.muted }}>
        Loading the site's texts…
      </p>
    );
  }
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 }}>
        <div css={{ display: 'grid', gap: 4, minWidth: 0, flex: '1 1 240px', maxWidth: 420 }}>
          <Label htmlFor="site-text-page">Page</Label>
          <Select id="site-text-page" value={page} onChange={(e) => setPage(e.target.value as SiteTextPage)}>
            {SITE_TEXT_PAGES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </div>
        {pageInfo.path !== null && <ViewOnSite href={pageInfo.path}>View this page</ViewOnSite>}
      </div>
      {page === 'emails' && (
        <Notice tone="info" css={{ margin: 0 }}>
          Sent when the server has SMTP_URL and PUBLIC_ORIGIN: to whoever sends an inquiry or an admission form, to a donor on the donation form, and with a numbered PDF
          receipt when a donation is verified. In the words, {'{name}'}, {'{course}'}, {'{amount}'} and {'{receipt}'} are replaced by the visitor's name, course, the
          amount and the receipt number. The phone, WhatsApp number and office hours come from Settings, and every e-mail ends with a one-click unsubscribe link.
        </Notice>
      )}
      <Notice tone="info" css={{ margin: 0 }}>
        {changedCount === 0 ? 'Every text is the original one.' : `${changedCount} ${changedCount === 1 ? 'text differs' : 'texts differ'} from the original.`} A claim that is no
        longer true (a figure, a placement rate) can be emptied: the page then leaves it out. Check each page's “Search and share” description too: some repeat a claim.
      </Notice>
      {sections.map((section) => (
        <Card key={section.id} aria-labelledby={`section-${section.id}`} css={{ display: 'grid', gap: 16 }}>
          <h2 id={`section-${section.id}`} css={{ margin: 0, fontSize: 18 }}>
            {section.label}
          </h2>
          <SectionPreview section={section} drafts={drafts} institute={institute} />
          {section.blocks.map((block) => (
            <TextBlockEditor key={block.key} block={block} label={section.labelOf(block.key)} draft={drafts[block.key]} onDraft={setDraft} onSaved={replaceBlock} onReload={fetchAll} />
          ))}
        </Card>
      ))}
    </div>
  );
}
