import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { TAP, colors, media } from '../../ui/theme';
import type { SortState } from './header-sort';
import type { SortField } from './list-params';
import { SortableHeader } from './sortable-header';

export interface Column<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Cells that hold long text wrap instead of widening the table. */
  wide?: boolean;
  /** The server field this column sorts by; its header becomes a sort button. */
  sortField?: SortField;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 14px;
  th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid #e5e7eb; }
  th { background: #f9fafb; color: ${colors.muted}; font-weight: 600; white-space: nowrap; }
  tbody tr:hover { background: #fafafa; }
  /* Phones: every row becomes a card, each cell a labelled line (the label comes from data-label). */
  ${media.narrow} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    /* A keyboard user tabbing into the hidden header's sort buttons sees them (phones sort with the Sort-by box). */
    thead:focus-within { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
    thead:focus-within tr { display: flex; flex-wrap: wrap; }
    table, tbody, tr, td { display: block; }
    background: transparent;
    tr { background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; margin-bottom: 12px; padding: 6px 0; }
    tbody tr:hover { background: #fff; }
    td { display: grid; grid-template-columns: 96px 1fr; gap: 8px; border-bottom: 0; padding: 6px 12px; }
    td { min-width: 0; overflow-wrap: anywhere; }
    td::before { content: attr(data-label); font-weight: 600; color: ${colors.muted}; }
    /* Email, phone and file links are finger targets here (44 px, WCAG 2.5.5); the label lines up with their text. */
    td > a { display: inline-flex; align-items: center; justify-self: start; min-height: ${TAP}; padding-block: 8px; box-sizing: border-box; }
    td:has(> a) { align-items: center; }
  }
`;

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  items: T[];
  /** The list's current sort; without it no header sorts. */
  sort?: SortState;
  onSort?: (next: SortState) => void;
}

/** One table for every admin list; columns decide what each cell shows. */
export function DataTable<T extends { id: number }>({ caption, columns, items, sort, onSort }: Props<T>) {
  return (
    <div css={{ overflowX: 'auto', [media.narrow]: { overflowX: 'visible' } }}>
      <Table>
        <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
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
            <tr key={item.id}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.header} css={c.wide ? { minWidth: 140, maxWidth: 300, overflowWrap: 'anywhere' } : undefined}>
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
