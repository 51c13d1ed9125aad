import { useEffect } from 'react';
import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { can } from '@dds/shared/schemas/permissions';
import { useAdminText } from '../../i18n/admin-text';
import { Button, ButtonLink, VisuallyHidden, visuallyHidden } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { useSession } from '../auth';
import { bulkChoices, countOf, type BulkChoice } from './bulk-actions';
import { exportUrl, type BulkTarget } from './list-api';
import type { ServerListQuery } from './list-params';
import { listText } from './list-text';
import { useResourceInLanguage } from './resource-text';
import { useBarRoom } from './use-bar-room';
import { useBulkRun } from './use-bulk-run';
import { useDisclosure } from './use-disclosure';
import type { Selection } from './use-selection';

interface Props {
  resource: ResourceDefinition;
  selection: Selection;
  /** Rows matching the filters (all pages). */
  total: number;
  query: ServerListQuery;
  trash: boolean;
  onChanged: () => void;
}

/** Words a phone leaves out of the bar's one line; screen readers still hear them. */
const phoneHidden = { [media.narrow]: visuallyHidden };

/** The action a phone shows beside the count: the first move forward (Mark contacted, Confirm, Verify, Restore), never a deletion. */
const isMain = (choice: BulkChoice) => choice.kind !== 'delete' && choice.kind !== 'spam';

/**
 * The actions on the ticked rows; shown only while some are ticked. On a wide screen every action is a
 * button in one row above the table. On a phone (docs/admin-guide.md: that row was ~260 px tall and pushed the
 * cards away) it is one line pinned to the bottom of the screen, above the home indicator: the count,
 * the main action, and "More" opening the rest. Toasts and Log out sit at the top, out of its way.
 */
export function BulkBar({ resource, selection, total, query, trash, onChanged }: Props) {
  // The bar and the toasts after an action speak the panel's language (docs/decisions/026-hindi.md §8).
  const shownResource = useResourceInLanguage(resource);
  const { run, busy, error } = useBulkRun(shownResource, onChanged);
  const t = useAdminText(listText);
  const menu = useDisclosure();
  const mayExport = can(
    useSession((st) => st.role),
    'exportPersonalData',
  );
  const shown = selection.count > 0;
  useBarRoom(menu.bar, shown);
  const { close } = menu;
  useEffect(() => {
    if (!shown) close();
  }, [shown, close]);
  if (!shown) return null;

  const target: BulkTarget = selection.allMatching
    ? { matching: query, seenUpTo: selection.seenUpTo }
    : { ids: [...selection.ids] };
  const chosen = selection.allMatching ? total : selection.count;
  const choices = bulkChoices(shownResource, trash, t);
  const main = choices.find(isMain);
  const rest = choices.filter((c) => c !== main);
  const [number = '', ...noun] = countOf(shownResource, chosen).split(' ');
  /** The count and, except on a phone, its noun: the message is split where the noun goes. */
  const selected = (id: 'bulk.selected' | 'bulk.allSelected') => {
    const [before, after] = t(id, { number, nounPart: '\u0000' }).split('\u0000');
    const nounPart = id === 'bulk.allSelected' ? t('bulk.allNounPart', { noun: noun.join(' ') }) : ` ${noun.join(' ')}`;
    return (
      <>
        {before}
        <span css={phoneHidden}>{nounPart}</span>
        {after}
      </>
    );
  };

  const button = (choice: BulkChoice) => (
    <Button
      key={choice.label}
      type="button"
      variant={choice.kind === 'delete' || choice.kind === 'spam' ? 'danger' : undefined}
      disabled={busy}
      onClick={() => {
        menu.close();
        void run(choice, target).then((done) => done && selection.clear());
      }}
    >
      {choice.label}
    </Button>
  );

  return (
    <div
      ref={menu.bar}
      role="region"
      aria-label={t('bulk.region', { noun: shownResource.plural.toLowerCase() })}
      onKeyDown={menu.onKeyDown}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '10px 12px',
        marginBottom: 12,
        background: '#eef2ff',
        border: '1px solid #c7d2fe',
        borderRadius: 8,
        [media.narrow]: {
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          // Above the cards (their tick boxes sit at z-index 1), below the top bar's drawer and any dialog.
          zIndex: 40,
          margin: 0,
          flexWrap: 'nowrap',
          padding: '8px 12px calc(8px + env(safe-area-inset-bottom, 0px))',
          borderWidth: '1px 0 0',
          borderRadius: 0,
          boxShadow: '0 -4px 16px rgba(17, 24, 39, 0.12)',
          // The buttons keep their words on one line; the count gives way (to two short lines at most).
          '& > button': { flex: 'none', whiteSpace: 'nowrap', paddingInline: 12 },
        },
      }}
    >
      <strong
        aria-live="polite"
        css={{
          marginRight: 4,
          [media.narrow]: { flex: '1 1 auto', minWidth: 0, margin: 0, fontSize: 14, lineHeight: 1.2 },
        }}
      >
        {selected(selection.allMatching ? 'bulk.allSelected' : 'bulk.selected')}
      </strong>
      {main && button(main)}
      <Button
        ref={menu.button}
        type="button"
        aria-expanded={menu.open}
        aria-controls="bulk-more-actions"
        onClick={menu.toggle}
        css={{ flex: 'none', [media.wide]: { display: 'none' } }}
      >
        {t('bulk.more')}
        <VisuallyHidden>{t('bulk.moreHidden')}</VisuallyHidden>
        {/* A chevron pointing where the panel opens (up), or down to close it. */}
        <svg
          aria-hidden="true"
          width="10"
          height="10"
          viewBox="0 0 10 10"
          css={{ transform: menu.open ? 'rotate(180deg)' : undefined }}
        >
          <path d="M1 7l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Button>
      {/* On a wide screen these are buttons of the row (display: contents); on a phone, the More panel. */}
      <div
        id="bulk-more-actions"
        data-open={menu.open}
        css={{
          display: 'contents',
          [media.narrow]: {
            display: menu.open ? 'flex' : 'none',
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: 6,
            position: 'absolute',
            right: 8,
            bottom: 'calc(100% + 6px)',
            minWidth: 240,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'calc(100vh - 140px)',
            overflowY: 'auto',
            boxSizing: 'border-box',
            padding: 8,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: 10,
            boxShadow: '0 8px 28px rgba(17, 24, 39, 0.22)',
            '& > *': { justifyContent: 'flex-start' },
          },
        }}
      >
        {rest.map(button)}
        {/* Exports are the owner's; the list's own Export button tells staff why. */}
        {mayExport && (
          <ButtonLink
            href={exportUrl(resource.apiPath, target)}
            download
            onClick={menu.close}
            css={{ textDecoration: 'none' }}
          >
            {t('bulk.exportCsv')}
          </ButtonLink>
        )}
        {/* The same rows as a workbook: phones stay text and dates are dates in Excel and LibreOffice alike. */}
        {mayExport && (
          <ButtonLink
            href={exportUrl(resource.apiPath, target, 'xlsx')}
            download
            onClick={menu.close}
            css={{ textDecoration: 'none' }}
          >
            {t('bulk.exportExcel')}
          </ButtonLink>
        )}
        {/* Once every matching record is chosen, the line above the rows says so with its own Clear selection. */}
        {!selection.allMatching && (
          <Button type="button" onClick={selection.clear}>
            {t('select.clear')}
          </Button>
        )}
      </div>
      {busy && (
        <span
          css={{
            color: colors.muted,
            [media.narrow]: { position: 'absolute', bottom: '100%', left: 12, fontSize: 13 },
          }}
        >
          {t('bulk.working')}
        </span>
      )}
      {error && (
        <span
          role="alert"
          css={{
            flexBasis: '100%',
            fontSize: 14,
            color: colors.danger,
            [media.narrow]: {
              position: 'absolute',
              bottom: '100%',
              left: 0,
              right: 0,
              padding: '6px 12px',
              background: colors.dangerBg,
            },
          }}
        >
          {error}
        </span>
      )}
    </div>
  );
}
