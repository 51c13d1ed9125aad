import { useEffect, useState } from 'react';
import { Input, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { media } from '../../ui/theme';
import { DateFilter } from './date-filter';
import type { FilterKey, ListParams, SortField, SortOrder } from './list-params';

export interface FilterDef {
  key: FilterKey;
  label: string;
  options: { value: string; label: string }[];
}

const SORTS: { value: string; label: string }[] = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
];

interface Props {
  noun: string;
  params: ListParams;
  filters: FilterDef[];
  searchHint: string;
  onQuery: (q: string) => void;
  onFilter: (key: FilterKey, value: string) => void;
  /** Whether the list has the "Received" date filter. */
  dateFilter?: boolean;
  dateLabel?: string;
  onDates?: (from?: string, to?: string) => void;
  onSort: (sort: SortField, order: SortOrder) => void;
}

/** Search (applied as the admin types, after a short pause), filters and sort. */
export function ListToolbar({ noun, params, filters, searchHint, onQuery, onFilter, dateFilter = false, dateLabel, onDates, onSort }: Props) {
  const [text, setText] = useState(params.q);
  // Back/forward or "clear filters" change the URL: the box follows it.
  useEffect(() => setText(params.q), [params.q]);
  useEffect(() => {
    if (text.trim() === params.q) return;
    const timer = setTimeout(() => onQuery(text), 400);
    return () => clearTimeout(timer);
  }, [text, params.q, onQuery]);

  return (
    <div
      role="search"
      css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 12, alignItems: 'end', marginBottom: 16, [media.narrow]: { gridTemplateColumns: '1fr 1fr' } }}
    >
      <Field label={`Search ${noun}`} css={{ gridColumn: 'span 2' }}>
        <Input
          type="search"
          value={text}
          placeholder={searchHint}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && onQuery(text)}
        />
      </Field>
      {filters.map((f) => (
        <Field key={f.key} label={f.label}>
          <Select value={params.filters[f.key] ?? ''} onChange={(e) => onFilter(f.key, e.target.value)}>
            <option value="">All</option>
            {withCurrent(f.options, params.filters[f.key]).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
      {dateFilter && onDates && <DateFilter from={params.from} to={params.to} onChange={onDates} label={dateLabel} />}
      <Field label="Sort by">
        <Select
          value={`${params.sort}:${params.order}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [SortField, SortOrder];
            onSort(sort, order);
          }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** A value from the URL that is no longer offered (a course since removed) still shows as chosen. */
function withCurrent(options: FilterDef['options'], current: string | undefined): FilterDef['options'] {
  return current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
}
