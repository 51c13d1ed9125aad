import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { useAdminText } from '../../i18n/admin-text';
import { VisuallyHidden } from '../../ui/controls';
import { colors } from '../../ui/theme';
import { dashboardText } from './dashboard-text';
import { useQueueStore } from './queue-store';
import { useQueuePolling } from './use-queue-polling';

const Badge = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 10px;
  border-radius: 999px;
  background: ${colors.brand};
  color: #fff;
  font-size: 13px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: ${colors.brandDark}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/** Where the office looks at what has come in: opening one of these clears the badge. */
const SEEING_PAGES = new Set<string>([
  ADMIN_ROUTES.dashboard,
  ADMIN_ROUTES.inquiries,
  ADMIN_ROUTES.admissions,
  ADMIN_ROUTES.donations,
]);

/**
 * "3 new" in the top bar: inquiries, admissions and donations received while the panel is open,
 * found by polling (no reload). Spoken politely by screen readers when it changes; opening the
 * dashboard or a list clears it.
 */
export function NewSubmissionsBadge() {
  useQueuePolling();
  const unseen = useQueueStore((s) => s.unseen);
  const markSeen = useQueueStore((s) => s.markSeen);
  const { pathname } = useLocation();
  const t = useAdminText(dashboardText);
  const path = pathname.replace(/\/$/, '') || '/';

  useEffect(() => {
    if (SEEING_PAGES.has(path)) markSeen();
  }, [path, markSeen]);

  const words = t('badge.newCount', { count: unseen.toLocaleString('en-IN') });
  return (
    <span role="status" css={{ display: 'inline-flex' }}>
      {unseen > 0 && (
        <Badge to={ADMIN_ROUTES.dashboard} data-testid="new-submissions-badge">
          {words}
          <VisuallyHidden> {t('badge.newSince', { count: unseen })}</VisuallyHidden>
        </Badge>
      )}
    </span>
  );
}
