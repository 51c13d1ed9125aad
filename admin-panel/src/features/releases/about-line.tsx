import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PartReleases } from '@dds/shared/releases';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { useSession } from '../auth';
import { aboutText } from './about-text';
import { fetchReleasesOverview } from './releases-api';
import { liveReleasesLine } from './part-names';

/** The small "About this site" line: which release of each part visitors get, as a way to the Releases screen. */
export function AboutLine({ parts }: { parts: readonly Pick<PartReleases, 'part' | 'live'>[] }) {
  const t = useAdminText(aboutText);
  return (
    <p data-testid="about-this-site" css={{ margin: 0, fontSize: 13, color: colors.muted, overflowWrap: 'anywhere' }}>
      <span css={{ fontWeight: 600 }}>{t('about.title')}</span>
      <Link to={ADMIN_ROUTES.releases} css={{ color: colors.muted }}>
        {liveReleasesLine(parts, t)}
      </Link>
    </p>
  );
}

/**
 * The About line for the dashboard, which fetches the overview itself once the rest of the page is up.
 * It lives on the dashboard rather than in the frame so other screens make no extra request; nothing
 * is shown until it arrives, or if it fails (it is a footnote, never a reason for an error).
 */
export function AboutThisSite() {
  const generation = useSession((s) => s.generation);
  const [parts, setParts] = useState<PartReleases[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchReleasesOverview().then(
      (overview) => live && setParts(overview.parts),
      () => live && setParts(null),
    );
    return () => {
      live = false;
    };
  }, [generation]);
  return parts ? <AboutLine parts={parts} /> : null;
}
