import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@dds/shared/api';
import { SUBMISSION_LISTS } from '@dds/shared/resources/admin-lists';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import type { Counts } from '@dds/shared/schemas';
import { formatDateTime } from '../../ui/format';
import { colors } from '../../ui/theme';
import { useSession } from '../auth';
import type { SinceLastVisit } from './last-visit';
import { readCounts, useFirstRead } from './first-reads';
import { useAdminText } from '../../i18n/admin-text';
import { LoadFailed } from '../../ui/load-failed';
import { uiText } from '../../ui/ui-text';
import { dashboardText, type DashboardTextId } from './dashboard-text';
import { inIndianDigits } from './queue-links';

const capitalized = <S extends string>(s: S) => `${s.charAt(0).toUpperCase()}${s.slice(1)}` as Capitalize<S>;

/**
 * A card for each submission list, in menu order (shared/src/resources/admin-lists.ts): a new one
 * is counted without a line here, and tsc asks for its two texts in dashboard-text.ts.
 */
const CARDS = SUBMISSION_LISTS.map(({ list, kind }) => ({
  key: kind,
  label: `counts.${kind}` as const,
  view: `counts.view${capitalized(kind)}` as const,
  to: ADMIN_ROUTES[list],
})) satisfies ReadonlyArray<{ key: keyof Counts; label: DashboardTextId; view: DashboardTextId; to: string }>;

const CardLink = styled(Link)`
  display: grid;
  gap: 4px;
  padding: 18px 20px;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-left: 5px solid ${colors.brand};
  border-radius: 10px;
  color: ${colors.text};
  text-decoration: none;
  &:hover { box-shadow: 0 4px 14px rgba(0, 0, 0, 0.08); }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/** What the error line says; nothing for an ended session (the login comes instead). */
function problemOf(failure: unknown): string | null {
  if (failure instanceof ApiError && failure.isUnauthorized) return null;
  console.warn('Could not load counts', failure);
  return (failure as Error).message;
}

/** docs/contract.md §3 counts, each a link to its list, with what arrived since the admin last looked. */
export function CountCards() {
  const email = useSession((s) => s.email);
  const generation = useSession((s) => s.generation);
  const t = useAdminText(dashboardText);
  const ui = useAdminText(uiText);
  // The page's first answer (./first-reads.tsx): the cards start as they will stay.
  const { first, firstFetch } = useFirstRead('counts');
  const [counts, setCounts] = useState<Counts | null>(first?.ok ? first.value.counts : null);
  const [since, setSince] = useState<SinceLastVisit | null>(first?.ok ? first.value.since : null);
  const [error, setError] = useState<string | null>(first && !first.ok ? problemOf(first.error) : null);

  const load = useCallback(() => {
    setError(null);
    readCounts(email)
      .then((read) => {
        setCounts(read.counts);
        setSince(read.since);
      })
      .catch((failure: unknown) => setError(problemOf(failure)));
  }, [email]);
  useEffect(() => {
    if (firstFetch()) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- firstFetch reads a ref
  }, [load, generation]);

  if (error) {
    return <LoadFailed say={(values) => t('counts.loadFailed', values)} error={error} onRetry={load} />;
  }
  if (!counts) return <p role="status">{ui('common.loading')}</p>;
  return (
    <div css={{ display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
      {CARDS.map((card) => (
        <CardLink key={card.key} to={card.to} data-testid={`count-${card.key}`}>
          <span css={{ fontWeight: 600, color: colors.muted }}>{t(card.label)}</span>
          <strong css={{ fontSize: 34, lineHeight: 1.1 }}>{inIndianDigits(counts[card.key])}</strong>
          {since && (
            <span css={{ fontSize: 13, color: since.added[card.key] ? colors.success : colors.muted }}>
              {since.added[card.key]
                ? t('counts.addedSince', { count: inIndianDigits(since.added[card.key]), at: formatDateTime(since.at) })
                : t('counts.nothingSince', { at: formatDateTime(since.at) })}
            </span>
          )}
          <span css={{ fontSize: 14, color: colors.brand, fontWeight: 600 }}>{t(card.view)}</span>
        </CardLink>
      ))}
    </div>
  );
}
