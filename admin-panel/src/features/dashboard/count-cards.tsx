import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, fetchCounts } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import type { Counts } from '@dds/shared/schemas';
import { Button, Notice } from '../../ui/controls';
import { formatDateTime } from '../../ui/format';
import { colors } from '../../ui/theme';
import { useSession } from '../auth';
import { trackSinceLastVisit, type SinceLastVisit } from './last-visit';
import { inIndianDigits } from './queue-links';

const CARDS: { key: keyof Counts; label: string; to: string }[] = [
  { key: 'inquiry', label: 'Inquiries', to: ADMIN_ROUTES.inquiries },
  { key: 'admission', label: 'Admissions', to: ADMIN_ROUTES.admissions },
  { key: 'donation', label: 'Donations', to: ADMIN_ROUTES.donations },
];

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

/** docs/contract.md §3 counts, each a link to its list, with what arrived since the admin last looked. */
export function CountCards() {
  const email = useSession((s) => s.email);
  const generation = useSession((s) => s.generation);
  const [counts, setCounts] = useState<Counts | null>(null);
  const [since, setSince] = useState<SinceLastVisit | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    fetchCounts()
      .then((c) => {
        setCounts(c);
        setSince(email ? trackSinceLastVisit(email, c) : null);
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.isUnauthorized) return;
        console.warn('Could not load counts', failure);
        setError((failure as Error).message);
      });
  }, [email]);
  useEffect(load, [load, generation]);

  if (error) {
    return (
      <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <span>Could not load the counts. {error}</span>
        <Button type="button" onClick={load}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (!counts) return <p role="status">{MESSAGES.loading}</p>;
  return (
    <div css={{ display: 'grid', gap: 14, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
      {CARDS.map((card) => (
        <CardLink key={card.key} to={card.to} data-testid={`count-${card.key}`}>
          <span css={{ fontWeight: 600, color: colors.muted }}>{card.label}</span>
          <strong css={{ fontSize: 34, lineHeight: 1.1 }}>{inIndianDigits(counts[card.key])}</strong>
          {since && (
            <span css={{ fontSize: 13, color: since.added[card.key] ? colors.success : colors.muted }}>
              {since.added[card.key] ? `+${inIndianDigits(since.added[card.key])} new` : 'Nothing new'} since your last
              visit ({formatDateTime(since.at)})
            </span>
          )}
          <span css={{ fontSize: 14, color: colors.brand, fontWeight: 600 }}>View {card.label.toLowerCase()} →</span>
        </CardLink>
      ))}
    </div>
  );
}
