import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { TAP, colors, media } from '../../ui/theme';
import type { SortState } from './header-sort';
import type { SortField } from './list-params';
import { SortableHeader } from './sortable-header';
import { useAdminText } from '../../i18n/admin-text';
import { listText } from './list-text';

export interface Column<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Cells that hold long text wrap instead of widening the table. */
  wide?: boolean;
  /** The server field this column sorts by; its header becomes a sort button. */
  sortField?: SortField;
  /**
   * Place on a phone's card: the title line, the top-right corner, a labelled line (default, cut to
   * one line), a labelled block that wraps (the Activity's before → after), or a row of buttons without a label.
   */
  card?: 'title' | 'corner' | 'line' | 'block' | 'actions';
  /**
   * A cell that tells nothing on a phone's card for this row (an English submission's language: most
   * are English) is left off the card, so the card stays short and a "Hindi" line stands out.
   */
  offCard?: (item: T) => boolean;
}

/** Ticking rows for bulk actions; without it the table has no tick boxes. */
export interface RowSelection {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  pageState: 'none' | 'some' | 'all';
  togglePage: () => void;
  /** "Asha Verma": the row's spoken name in "Select Asha Verma". */
  rowName: (id: number) => string;
  /** A line between the page's tick box and the rows (the list's "Select all N matching"). */
  notice?: ReactNode;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 14px;
  th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid #e5e7eb; }
  th { background: #f9fafb; color: ${colors.muted}; font-weight: 600; white-space: nowrap; }
  tbody tr:hover { background: #fafafa; }
  tbody tr.selected { background: #eef2ff; }
  td[data-card='select'], th[data-card='select'] { width: 36px; padding-right: 0; }
  input[type='checkbox'] { width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${colors.focus}; cursor: pointer; }
  /* Phones: every row becomes a compact card (≤ ~160 px): name and status on top, then a short labelled
     line per column. The name's link covers the card, so a tap anywhere opens the record; the tick box,
     the status and the phone link sit above it. */
  ${media.narrow} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    /* A keyboard user tabbing into the hidden header's sort buttons sees them (phones sort with the Sort-by box). */
    thead:focus-within { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
    thead:focus-within tr { display: flex; flex-wrap: wrap; }
    table, tbody { display: block; }
    td[data-off-card] { display: none; }
    /* The header's tick box is hidden with the header; the one above the cards takes its place. */
    th[data-card='select'] { display: none; }
    background: transparent;
    tr { position: relative; display: grid; grid-template-columns: 40px minmax(0, 1fr) auto; column-gap: 6px; align-items: center; background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; margin-bottom: 8px; padding: 6px 10px 6px 0; }
    tbody tr:hover { background: #fff; }
    td { display: block; min-width: 0; border-bottom: 0; padding: 1px 0; overflow-wrap: anywhere; }
    td[data-card='select'] { grid-column: 1; grid-row: 1 / span 4; align-self: start; display: flex; justify-content: center; width: auto; padding: 0; }
    td[data-card='select'] label { display: inline-flex; align-items: center; justify-content: center; min-width: ${TAP}; min-height: ${TAP}; }
    /* A long name takes two lines at most; the record view shows it whole. */
    td[data-card='title'] { grid-column: 2; grid-row: 1; font-size: 16px; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
    /* A card with nothing in the top-right corner (certificates) gives its name the whole line. */
    tr:not(:has(td[data-card='corner'])) td[data-card='title'] { grid-column: 2 / 4; }
    td[data-card='corner'] select { min-width: 0; max-width: 128px; }
    td[data-card='corner'] { grid-column: 3; grid-row: 1; }
    td[data-card='line'] { grid-column: 2 / 4; color: ${colors.muted}; font-size: 14px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    td[data-card='line']::before { content: attr(data-label) ': '; font-weight: 600; }
    td[data-card='block'] { grid-column: 2 / 4; font-size: 14px; }
    /* Buttons speak for themselves: no "Actions:" line of its own, which kept certificate cards near 200 px tall. */
    td[data-card='actions'] { grid-column: 2 / 4; padding-top: 2px; }
    /* A card's last line followed by its buttons (certificates: the file, then Replace / Delete) shares
       their row, the file name cut short with an ellipsis: one 44 px row instead of two keeps the card
       under ~160 px. The file name speaks for itself (".pdf"), so that line drops its label for room. */
    td[data-card='line']:has(+ td[data-card='actions']) { grid-column: 2; display: flex; align-items: center; }
    td[data-card='line']:has(+ td[data-card='actions'])::before { content: none; }
    td[data-card='line']:has(+ td[data-card='actions']) > a { display: block; min-width: 0; line-height: ${TAP}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    td[data-card='line'] + td[data-card='actions'] { grid-column: 3; padding-top: 0; }
    td[data-card='title'] a::after { content: ''; position: absolute; inset: 0; border-radius: 10px; }
    td[data-card='select'], td[data-card='corner'], td[data-card='line'] a, td[data-card='line'] button, td[data-card='actions'] { position: relative; z-index: 1; }
    /* Phone and email links are finger targets (44 px, WCAG 2.5.5). */
    td[data-card='line'] > a { display: inline-flex; align-items: center; min-height: ${TAP}; }
  }
`;

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  items: T[];
  /** The list's current sort; without it no header sorts. */
  sort?: SortState;
  onSort?: (next: SortState) => void;
  selection?: RowSelection;
}

/** One table for every admin list; columns decide what each cell shows. */
export function DataTable<T extends { id: number }>({ caption, columns, items, sort, onSort, selection }: Props<T>) {
  const t = useAdminText(listText);
  return (
    <div css={{ overflowX: 'auto', [media.narrow]: { overflowX: 'visible' } }}>
      {selection && (
        // Phones have no visible header row: "Select all on this page" sits above the cards instead.
        <label
          css={{
            display: 'none',
            [media.narrow]: {
              display: 'inline-flex',
              alignItems: 'center',
              gap: 10,
              minHeight: TAP,
              padding: '0 2px 4px 12px',
              fontWeight: 600,
              fontSize: 14,
            },
          }}
        >
          <PageTick selection={selection} labelled={false} />
          {t('select.page')}
        </label>
      )}
      {selection?.notice}
      <Table>
        <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" data-card="select">
                <PageTick selection={selection} />
              </th>
            )}
            {columns.map((c) =>
              c.sortField && sort && onSort ? (
                <SortableHeader key={c.key} header={c.header} field={c.sortField} sort={sort} onSort={onSort} />
              ) : (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className={selection?.isSelected(item.id) ? 'selected' : undefined}>
              {selection && (
                <td data-card="select">
                  <label>
                    <input
                      type="checkbox"
                      checked={selection.isSelected(item.id)}
                      onChange={() => selection.toggle(item.id)}
                      aria-label={t('select.row', { name: selection.rowName(item.id) })}
                    />
                  </label>
                </td>
              )}
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.header}
                  data-card={c.card ?? 'line'}
                  data-off-card={c.offCard?.(item) || undefined}
                  css={c.wide ? { minWidth: 140, maxWidth: 300, overflowWrap: 'anywhere' } : undefined}
                >
                  {c.render(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** "Select all on this page": mixed while only some rows of the page are ticked. */
function PageTick({ selection, labelled = true }: { selection: RowSelection; labelled?: boolean }) {
  const t = useAdminText(listText);
  return (
    <input
      type="checkbox"
      data-page-tick
      // Inside a visible <label> the label's text names it; in the header cell the aria-label does.
      aria-label={labelled ? t('select.page') : undefined}
      checked={selection.pageState === 'all'}
      ref={(box) => {
        if (box) box.indeterminate = selection.pageState === 'some';
      }}
      onChange={selection.togglePage}
    />
  );
}
