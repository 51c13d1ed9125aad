import { useAdminText } from '../../i18n/admin-text';
import { Button, visuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { describeRange } from './date-presets';
import type { FilterKey, ListParams } from './list-params';
import { listText } from './list-text';
import type { FilterDef } from './list-toolbar';

interface Props {
  params: ListParams;
  filters: FilterDef[];
  onQuery: (q: string) => void;
  onFilter: (key: FilterKey, value: string) => void;
  onDates: (from?: string, to?: string) => void;
  onClearAll: () => void;
  dateLabel?: string;
}

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** Every search and filter in force as a chip the admin can remove, so a narrowed list is never mistaken for the whole. */
export function FilterChips({ params, filters, onQuery, onFilter, onDates, onClearAll, dateLabel }: Props) {
  const t = useAdminText(listText);
  const chips: Chip[] = [];
  if (params.q) chips.push({ key: 'q', label: t('chips.search', { q: params.q }), remove: () => onQuery('') });
  for (const f of filters) {
    const value = params.filters[f.key];
    if (!value) continue;
    const shown = f.options.find((o) => o.value === value)?.label ?? value;
    chips.push({ key: f.key, label: `${f.label}: ${shown}`, remove: () => onFilter(f.key, '') });
  }
  if (params.from || params.to)
    chips.push({
      key: 'date',
      label: `${dateLabel ?? t('list.received')}: ${describeRange(params.from, params.to, undefined, t)}`,
      remove: () => onDates(undefined, undefined),
    });
  if (chips.length === 0) return null;

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      {/* On a phone the words go (the chips say it) so a chip and "Clear all" fit one line; the list keeps its name. */}
      <span
        css={{
          fontSize: 14,
          color: colors.muted,
          [media.narrow]: visuallyHidden,
        }}
        id="filters-in-force"
      >
        Showing only:
      </span>
      <ul
        aria-labelledby="filters-in-force"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 }}
      >
        {chips.map((chip) => (
          <li
            key={chip.key}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 2,
              minWidth: 0,
              maxWidth: '100%',
              background: '#e0e7ff',
              color: '#1e3a8a',
              borderRadius: 999,
              padding: '2px 2px 2px 12px',
              fontSize: 14,
            }}
          >
            <span css={{ overflowWrap: 'anywhere' }}>{chip.label}</span>
            <button
              type="button"
              aria-label={t('chips.remove', { chip: chip.label })}
              onClick={chip.remove}
              css={{
                border: 0,
                background: 'transparent',
                color: 'inherit',
                cursor: 'pointer',
                fontSize: 18,
                lineHeight: 1,
                minWidth: 32,
                minHeight: 32,
                borderRadius: 999,
                '&:hover': { background: '#c7d2fe' },
                '&:focus-visible': { outline: `3px solid ${colors.focus}` },
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button type="button" onClick={onClearAll}>
        {t('chips.clearAll')}
      </Button>
    </div>
  );
}
