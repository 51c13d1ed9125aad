import styled from '@emotion/styled';
import { useAdminText } from '../../i18n/admin-text';
import { colors } from '../../ui/theme';
import { describeOrder, nextSort, type SortState } from './header-sort';
import type { SortField } from './list-params';
import { listText } from './list-text';

const HeaderButton = styled.button`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  vertical-align: top;
  /* Fills the header cell so the whole cell is the target, while looking like the plain header text. */
  margin: -8px -10px;
  padding: 8px 10px;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${colors.text}; text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: -3px; }
`;

interface Props {
  header: string;
  field: SortField;
  sort: SortState;
  onSort: (next: SortState) => void;
}

/**
 * A header cell that sorts the list (ARIA APG sortable table): `aria-sort` on the sorted column's
 * cell, a button inside it. The button's name stays the bare header text, because screen readers
 * read it before every cell of the column; the arrow is decoration and the title says what a click does.
 */
export function SortableHeader({ header, field, sort, onSort }: Props) {
  const active = sort.field === field;
  const next = nextSort(field, sort);
  const t = useAdminText(listText);
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <HeaderButton
        type="button"
        title={t('sort.by', { column: header.toLowerCase(), order: t(describeOrder(field, next.order)) })}
        onClick={() => onSort(next)}
      >
        {header}
        <span aria-hidden="true" css={{ color: active ? colors.text : colors.muted, fontSize: 12 }}>
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </HeaderButton>
    </th>
  );
}
