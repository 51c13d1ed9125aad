import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@dds/shared/messages';
import { Button, Notice } from '../../ui/controls';
import { colors, media } from '../../ui/theme';
import { inIndianDigits, queueLinks } from './queue-links';
import { useQueueStore } from './queue-store';

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
  // Fresh figures on arrival, not the last poll's (up to 30 s old).
  useEffect(() => void poll(), [poll]);

  if (!queue && failed) {
    return (
      <Notice tone="error" role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <span>Could not load the work queue.</span>
        <Button type="button" onClick={() => void poll()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (!queue) return <p role="status">{MESSAGES.loading}</p>;
  const links = queueLinks();
  const waiting = [
    {
      key: 'inquiriesNotContacted',
      label: 'Inquiries not yet contacted',
      value: queue.inquiriesNotContacted,
      to: links.inquiriesNotContacted,
      go: 'Call them',
    },
    {
      key: 'admissionsPending',
      label: 'Admissions pending',
      value: queue.admissionsPending,
      to: links.admissionsPending,
      go: 'Confirm or reject',
    },
    {
      key: 'donationsToVerify',
      label: 'Donations to verify',
      value: queue.donationsToVerify,
      to: links.donationsToVerify,
      go: 'Check the payments',
    },
    // Decision 024: follow-ups due today or overdue (absent from an older server: no tile).
    ...(queue.inquiryFollowUpsDue === undefined
      ? []
      : [
          {
            key: 'inquiryFollowUpsDue',
            label: 'Inquiry follow-ups due today or overdue',
            value: queue.inquiryFollowUpsDue,
            to: links.inquiryFollowUpsDue,
            go: 'Follow them up',
          },
        ]),
    ...(queue.admissionFollowUpsDue === undefined
      ? []
      : [
          {
            key: 'admissionFollowUpsDue',
            label: 'Admission follow-ups due today or overdue',
            value: queue.admissionFollowUpsDue,
            to: links.admissionFollowUpsDue,
            go: 'Follow them up',
          },
        ]),
  ];

  return (
    <section aria-labelledby="queue-title" css={{ display: 'grid', gap: 12 }}>
      <h2 id="queue-title" css={{ margin: 0, fontSize: 18 }}>
        Work queue
      </h2>
      <div
        css={{
          display: 'grid',
          gap: 14,
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          [media.narrow]: { gap: 10, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Tile data-testid="queue-newToday" css={{ [media.narrow]: { gridColumn: '1 / -1' } }}>
          <Label id="queue-new-today">New today</Label>
          <Figure aria-describedby="queue-new-today">{inIndianDigits(queue.newToday)}</Figure>
          <nav
            aria-label="Received today"
            css={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', fontSize: 14, fontWeight: 600 }}
          >
            <Link to={links.inquiriesToday} css={{ color: colors.brand, minHeight: 24 }}>
              Inquiries today
            </Link>
            <Link to={links.admissionsToday} css={{ color: colors.brand, minHeight: 24 }}>
              Admissions today
            </Link>
            <Link to={links.donationsToday} css={{ color: colors.brand, minHeight: 24 }}>
              Donations today
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
