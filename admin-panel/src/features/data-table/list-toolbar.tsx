import { useEffect, useId, useRef, useState } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import { Button, Input, Select, VisuallyHidden } from '../../ui/controls';
import { Field } from '../../ui/field';
import { colors, media } from '../../ui/theme';
import { DateFilter } from './date-filter';
import type { FilterKey, ListParams, SortField, SortOrder } from './list-params';
import { listText, type ListTextId } from './list-text';

export interface FilterDef {
  key: FilterKey;
  label: string;
  options: { value: string; label: string }[];
}

const SORTS: { value: string; label: ListTextId }[] = [
  { value: 'createdAt:desc', label: 'sort.newest' },
  { value: 'createdAt:asc', label: 'sort.oldest' },
  { value: 'name:asc', label: 'sort.nameAZ' },
  { value: 'name:desc', label: 'sort.nameZA' },
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

/**
 * Search (applied as the admin types, after a short pause), filters and sort. On a phone the filters
 * and sort fold behind a "Filters" button (with the number in force) so the first record starts near
 * the top; search stays in view, and the chips under the toolbar always show what is in force. On a
 * wide screen the two wrappers are `display: contents`: one grid, exactly as before, and no button.
 */
export function ListToolbar({
  noun,
  params,
  filters,
  searchHint,
  onQuery,
  onFilter,
  dateFilter = false,
  dateLabel,
  onDates,
  onSort,
}: Props) {
  const [text, setText] = useState(params.q);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useAdminText(listText);
  const toggle = useRef<HTMLButtonElement>(null);
  // Back/forward or "clear filters" change the URL: the box follows it.
  useEffect(() => setText(params.q), [params.q]);
  useEffect(() => {
    if (text.trim() === params.q) return;
    const timer = setTimeout(() => onQuery(text), 400);
    return () => clearTimeout(timer);
  }, [text, params.q, onQuery]);
  const inForce = filters.filter((f) => params.filters[f.key]).length + (params.from || params.to ? 1 : 0);

  return (
    <div
      role="search"
      css={{
        marginBottom: 16,
        [media.wide]: {
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: 12,
          alignItems: 'end',
        },
        [media.narrow]: { display: 'grid', gap: 10, marginBottom: 12 },
      }}
    >
      <div
        css={{ [media.wide]: { display: 'contents' }, [media.narrow]: { display: 'flex', gap: 8, alignItems: 'end' } }}
      >
        <Field label={t('toolbar.search', { noun })} css={{ gridColumn: 'span 2', flex: 1, minWidth: 0 }}>
          <Input
            type="search"
            value={text}
            placeholder={searchHint}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && onQuery(text)}
          />
        </Field>
        <Button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          css={{ flex: 'none', [media.wide]: { display: 'none' } }}
        >
          {t('toolbar.filters')}
          {inForce > 0 && (
            <span
              css={{
                minWidth: 22,
                padding: '1px 6px',
                borderRadius: 999,
                background: colors.focus,
                color: '#fff',
                fontSize: 13,
                lineHeight: '20px',
                boxSizing: 'border-box',
              }}
            >
              {inForce}
              <VisuallyHidden>{t('toolbar.inForce')}</VisuallyHidden>
            </span>
          )}
          <span aria-hidden="true" css={{ fontSize: 11 }}>
            {open ? '▲' : '▼'}
          </span>
        </Button>
      </div>
      <div
        id={panelId}
        // Escape folds the filters away again and puts the keyboard back on the button.
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return;
          setOpen(false);
          toggle.current?.focus();
        }}
        css={{
          [media.wide]: { display: 'contents' },
          [media.narrow]: {
            display: open ? 'grid' : 'none',
            gridTemplateColumns: '1fr 1fr',
            gap: 12,
            alignItems: 'end',
            padding: 12,
            background: '#fff',
            border: `1px solid ${colors.border}`,
            borderRadius: 8,
          },
        }}
      >
        {filters.map((f) => (
          <Field key={f.key} label={f.label}>
            <Select value={params.filters[f.key] ?? ''} onChange={(e) => onFilter(f.key, e.target.value)}>
              <option value="">{t('toolbar.all')}</option>
              {withCurrent(f.options, params.filters[f.key]).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        {dateFilter && onDates && <DateFilter from={params.from} to={params.to} onChange={onDates} label={dateLabel} />}
        <Field label={t('toolbar.sortBy')}>
          <Select
            value={`${params.sort}:${params.order}`}
            onChange={(e) => {
              const [sort, order] = e.target.value.split(':') as [SortField, SortOrder];
              onSort(sort, order);
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.label)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}

/** A value from the URL that is no longer offered (a course since removed) still shows as chosen. */
function withCurrent(options: FilterDef['options'], current: string | undefined): FilterDef['options'] {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}
