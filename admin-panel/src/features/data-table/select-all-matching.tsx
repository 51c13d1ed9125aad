import { useEffect, useRef } from 'react';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { useAdminText } from '../../i18n/admin-text';
import { Button } from '../../ui/controls';
import { TAP, media } from '../../ui/theme';
import { countOf } from './bulk-actions';
import { listText } from './list-text';
import { useResourceInLanguage } from './resource-text';
import type { Selection } from './use-selection';

interface Props {
  resource: ResourceDefinition;
  selection: Selection;
  /** Rows matching the filters (all pages). */
  total: number;
}

/** The tick box "Select all on this page" that is on screen: the header's on a wide screen, the one above the cards on a phone. */
function visiblePageTick(near: HTMLElement | null) {
  const ticks = near?.parentElement?.querySelectorAll<HTMLInputElement>('input[data-page-tick]') ?? [];
  return [...ticks].find((tick) => getComputedStyle(tick.closest('label, th') ?? tick).display !== 'none') ?? ticks[0];
}

/**
 * Gmail's line between "Select all on this page" and the rows: once the whole page is ticked and more
 * rows match the filters, "All 20 inquiries on this page are selected. [Select all 1,234 inquiries
 * matching]"; then "All 1,234 inquiries matching are selected. [Clear selection]". It sits in the flow
 * (a phone's bulk bar is pinned to the bottom with only room for the count, the main action and More,
 * where this choice went unfound), at every width. A live region that is always there, so what appears
 * in it is announced; focus moves to the control that takes the place of the one just used.
 */
export function SelectAllMatching({ resource, selection, total }: Props) {
  const line = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'clear' | 'tick' | null>(null);
  const offer = selection.pageState === 'all' && !selection.allMatching && total > selection.count;
  const { allMatching } = selection;

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'clear') line.current?.querySelector('button')?.focus();
    if (next === 'tick') visiblePageTick(line.current)?.focus();
  }, [allMatching]);

  const inLanguage = useResourceInLanguage(resource);
  const t = useAdminText(listText);
  const matching = countOf(inLanguage, total);
  const shown = offer || allMatching;
  return (
    // The live region itself is never hidden (a region that appears with its words is often not read out).
    <div ref={line} aria-live="polite" data-testid="select-all-matching">
      {shown && (
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '6px 12px',
            padding: '8px 12px',
            marginBottom: 12,
            fontSize: 14,
            textAlign: 'center',
            background: '#eef2ff',
            border: '1px solid #c7d2fe',
            borderRadius: 8,
            // A phone gives the button the whole width: a finger target no one misses.
            [media.narrow]: {
              marginBottom: 8,
              padding: '8px 10px',
              '& > button': { flex: '1 1 100%', minHeight: TAP },
            },
          }}
        >
          {offer && (
            <>
              <span>
                {selection.count === 1
                  ? t('select.oneOnPage', { items: countOf(inLanguage, 1) })
                  : t('select.allOnPage', { items: countOf(inLanguage, selection.count) })}
              </span>
              <Button
                type="button"
                onClick={() => {
                  focusNext.current = 'clear';
                  selection.selectAllMatching();
                }}
              >
                {t('select.allMatching', { count: matching })}
              </Button>
            </>
          )}
          {allMatching && (
            <>
              <span>{t('select.allMatchingSelected', { count: matching })}</span>
              <Button
                type="button"
                onClick={() => {
                  focusNext.current = 'tick';
                  selection.clear();
                }}
              >
                {t('select.clear')}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
