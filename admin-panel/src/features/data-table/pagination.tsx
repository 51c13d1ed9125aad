import { useState } from 'react';
import { Button, Input, VisuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import type { PageSize } from './list-params';
import { useAdminText } from '../../i18n/admin-text';
import { listText } from './list-text';
import { pageNumbers } from './page-numbers';
import { PageSizeSelect } from './page-size-select';

interface Props {
  page: number;
  pageSize: PageSize;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

const count = new Intl.NumberFormat('en-IN');

/**
 * "Showing 21–40 of 2,964", page numbers with first/last, and a "Go to page" box for long lists
 * (149 pages of inquiries); page and rows per page are in the URL (see list-params).
 */
export function Pagination({ page, pageSize, total, noun, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const t = useAdminText(listText);
  const hiddenPage = <VisuallyHidden>{t('pages.pageHidden')}</VisuallyHidden>;
  return (
    <nav
      aria-label={t('pages.label', { noun })}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10, marginTop: 14 }}
    >
      <span css={{ color: colors.muted, fontSize: 14 }} aria-live="polite">
        {t('pages.showing', {
          first: count.format(first),
          last: count.format(last),
          total: count.format(total),
          page: count.format(page),
          pages: count.format(pages),
        })}
      </span>
      <PageSizeSelect value={pageSize} onChange={onPageSize} />
      {pages > 1 && (
        <>
          <ul
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 4,
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            <li>
              <Button type="button" disabled={page <= 1} onClick={() => onPage(1)}>
                <span aria-hidden="true">«</span> {t('pages.first')}
                {hiddenPage}
              </Button>
            </li>
            <li>
              <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                <span aria-hidden="true">‹</span> {t('pages.previous')}
                {hiddenPage}
              </Button>
            </li>
            {pageNumbers(page, pages).map((p, i) =>
              p === null ? (
                <li key={`gap-${i}`} aria-hidden="true" css={{ padding: '0 4px', color: colors.muted }}>
                  …
                </li>
              ) : (
                // Phones show only the current page's neighbours: the row of numbers must fit 360 px.
                <li
                  key={p}
                  css={
                    Math.abs(p - page) > 1 && p !== 1 && p !== pages
                      ? { [media.narrow]: { display: 'none' } }
                      : undefined
                  }
                >
                  <Button
                    type="button"
                    variant={p === page ? 'primary' : undefined}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={t('pages.page', { page: p })}
                    onClick={() => onPage(p)}
                    css={{ minWidth: 40 }}
                  >
                    {count.format(p)}
                  </Button>
                </li>
              ),
            )}
            <li>
              <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                {t('pages.next')}
                {hiddenPage} <span aria-hidden="true">›</span>
              </Button>
            </li>
            <li>
              <Button type="button" disabled={page >= pages} onClick={() => onPage(pages)}>
                {t('pages.last')}
                {hiddenPage} <span aria-hidden="true">»</span>
              </Button>
            </li>
          </ul>
          <PageJump pages={pages} onPage={onPage} />
        </>
      )}
    </nav>
  );
}

/** "Go to page [ 75 ] Go": a number outside 1…pages is brought within range rather than refused. */
function PageJump({ pages, onPage }: { pages: number; onPage: (page: number) => void }) {
  const [text, setText] = useState('');
  const t = useAdminText(listText);
  return (
    <form
      css={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 14 }}
      onSubmit={(e) => {
        e.preventDefault();
        const wanted = Math.trunc(Number(text));
        if (!Number.isFinite(wanted) || text.trim() === '') return;
        onPage(Math.min(pages, Math.max(1, wanted)));
        setText('');
      }}
    >
      <label htmlFor="page-jump" css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('pages.goTo')}
      </label>
      <Input
        id="page-jump"
        type="number"
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        css={{ width: 84 }}
      />
      <Button type="submit">{t('pages.go')}</Button>
    </form>
  );
}
