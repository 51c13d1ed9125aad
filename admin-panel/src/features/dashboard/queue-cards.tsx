import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, Notice } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { uiText } from '../../ui/ui-text';
import { dashboardText } from './dashboard-text';
import { useFirstRead } from './first-reads';
import { inIndianDigits, queueLinks } from './queue-links';
import { useQueueStore } from './queue-store';

/** The tiles' grid, shared by the queue and its skeleton so the one lands exactly where the other was. */
const tileGrid = {
  display: 'grid',
  gap: 14,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  [media.narrow]: { gap: 10, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

const Tile = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  padding: 16px 18px;
  background: #fff;
  border: 1px solid #e5e7eb;
  border-left: 5px solid ${colors.brand};
  border-radius: 10px;
  ${media.narrow} { padding: 12px 14px; }
`;

const TileLink = styled(Link)`
  display: grid;
  gap: 4px;
  color: ${colors.text};
  text-decoration: none;
  border-radius: 6px;
  &:hover strong:last-of-type { text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 4px; }
`;

const Label = styled.span`
  font-weight: 600;
  color: ${colors.muted};
`;

const Figure = styled.strong`
  font-size: 32px;
  line-height: 1.1;
  ${media.narrow} { font-size: 26px; }
`;

const Go = styled.span`
  font-size: 14px;
  color: ${colors.brand};
  font-weight: 600;
`;

/**
 * The office's work queue: what came in today and what is waiting for someone, each opening the
 * list filtered to exactly that. The figures follow the top bar's polling, so they stay current
 * while the dashboard is open.
 */
export function QueueCards() {
  const queue = useQueueStore((s) => s.queue);
  const failed = useQueueStore((s) => s.failed);
  const poll = useQueueStore((s) => s.poll);
  const t = useAdminText(dashboardText);
  const ui = useAdminText(uiText);
  // Fresh figures on arrival, not the last poll's (up to 30 s old) — the page's first read when it made one.
  const { firstFetch } = useFirstRead('queue');
  useEffect(() => {
    if (firstFetch()) void poll();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- firstFetch reads a ref
  }, [poll]);

  if (!queue && failed) {
    return (
      <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <span>{t('queue.loadFailed')}</span>
        <Button type="button" onClick={() => void poll()}>
          {ui('common.tryAgain')}
        </Button>
      </Notice>
    );
  }
  if (!queue) return <p role="status">{ui('common.loading')}</p>;
  const links = queueLinks();
  const waiting = [
    {
      key: 'inquiriesNotContacted',
      label: t('queue.inquiriesNotContacted'),
      value: queue.inquiriesNotContacted,
      to: links.inquiriesNotContacted,
      go: t('queue.inquiriesNotContactedGo'),
    },
    {
      key: 'admissionsPending',
      label: t('queue.admissionsPending'),
      value: queue.admissionsPending,
      to: links.admissionsPending,
      go: t('queue.admissionsPendingGo'),
    },
    {
      key: 'donationsToVerify',
      label: t('queue.donationsToVerify'),
      value: queue.donationsToVerify,
      to: links.donationsToVerify,
      go: t('queue.donationsToVerifyGo'),
    },
    // Decision 024: follow-ups due today or overdue (absent from an older server: no tile).
    ...(queue.inquiryFollowUpsDue === undefined
      ? []
      : [
          {
            key: 'inquiryFollowUpsDue',
            label: t('queue.inquiryFollowUpsDue'),
            value: queue.inquiryFollowUpsDue,
            to: links.inquiryFollowUpsDue,
            go: t('queue.followUpsDueGo'),
          },
        ]),
    ...(queue.admissionFollowUpsDue === undefined
      ? []
      : [
          {
            key: 'admissionFollowUpsDue',
            label: t('queue.admissionFollowUpsDue'),
            value: queue.admissionFollowUpsDue,
            to: links.admissionFollowUpsDue,
            go: t('queue.followUpsDueGo'),
          },
        ]),
  ];

  return (
    <section aria-labelledby="queue-title" css={{ display: 'grid', gap: 12 }}>
      <h2 id="queue-title" css={{ margin: 0, fontSize: 18 }}>
        {t('queue.title')}
      </h2>
      <div css={tileGrid}>
        <Tile data-testid="queue-newToday" css={{ [media.narrow]: { gridColumn: '1 / -1' } }}>
          <Label id="queue-new-today">{t('queue.newToday')}</Label>
          <Figure aria-describedby="queue-new-today">{inIndianDigits(queue.newToday)}</Figure>
          <nav
            aria-label={t('queue.receivedToday')}
            css={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', fontSize: 14, fontWeight: 600 }}
          >
            <Link to={links.inquiriesToday} css={{ color: colors.brand, minHeight: 24 }}>
              {t('queue.inquiriesToday')}
            </Link>
            <Link to={links.admissionsToday} css={{ color: colors.brand, minHeight: 24 }}>
              {t('queue.admissionsToday')}
            </Link>
            <Link to={links.donationsToday} css={{ color: colors.brand, minHeight: 24 }}>
              {t('queue.donationsToday')}
            </Link>
          </nav>
        </Tile>
        {waiting.map((item) => (
          <Tile key={item.key} data-testid={`queue-${item.key}`}>
            <TileLink to={item.to}>
              <Label>{item.label}</Label>
              <Figure>{inIndianDigits(item.value)}</Figure>
              <Go>{item.go} →</Go>
            </TileLink>
          </Tile>
        ))}
      </div>
    </section>
  );
}

/** A figure not known yet: grey, as tall as the figure's line (the text keeps its font's height). */
const placeholder = { justifySelf: 'start', borderRadius: 6, background: '#e5e7eb', color: 'transparent' } as const;

/**
 * The work queue's shape before the dashboard's first reads have answered (./first-reads.tsx): the
 * same tiles with their words and grey where the figures go, so the queue appears where it was
 * drawn (the sizes of good admin UIs' skeletons: Polaris's SkeletonPage, Atlassian's Skeleton). Not
 * a link in it: what the admin could press must not be in a place that may still move (a warning or
 * the setup card can arrive above or below it); the whole page is swapped in at once.
 */
export function QueueSkeleton() {
  const t = useAdminText(dashboardText);
  const ui = useAdminText(uiText);
  const waiting = [
    ['queue.inquiriesNotContacted', 'queue.inquiriesNotContactedGo'],
    ['queue.admissionsPending', 'queue.admissionsPendingGo'],
    ['queue.donationsToVerify', 'queue.donationsToVerifyGo'],
    ['queue.inquiryFollowUpsDue', 'queue.followUpsDueGo'],
    ['queue.admissionFollowUpsDue', 'queue.followUpsDueGo'],
  ] as const;
  return (
    <div data-testid="dashboard-skeleton" css={{ display: 'grid', gap: 12 }}>
      <p role="status" css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {ui('common.loading')}
      </p>
      <div aria-hidden="true" css={{ display: 'grid', gap: 12, color: colors.muted }}>
        <h2 css={{ margin: 0, fontSize: 18, color: colors.text }}>{t('queue.title')}</h2>
        <div css={tileGrid}>
          <Tile css={{ [media.narrow]: { gridColumn: '1 / -1' } }}>
            <Label>{t('queue.newToday')}</Label>
            <Figure css={placeholder}>00</Figure>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', fontSize: 14, fontWeight: 600 }}>
              <span css={{ minHeight: 24 }}>{t('queue.inquiriesToday')}</span>
              <span css={{ minHeight: 24 }}>{t('queue.admissionsToday')}</span>
              <span css={{ minHeight: 24 }}>{t('queue.donationsToday')}</span>
            </div>
          </Tile>
          {waiting.map(([label, go]) => (
            <Tile key={label}>
              <div css={{ display: 'grid', gap: 4 }}>
                <Label>{t(label)}</Label>
                <Figure css={placeholder}>00</Figure>
                <Go css={{ color: colors.muted }}>{t(go)} →</Go>
              </div>
            </Tile>
          ))}
        </div>
      </div>
    </div>
  );
}
