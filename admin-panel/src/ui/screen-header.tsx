import { PageTitle, TitleRow } from './controls';
import { colors } from './theme';
import { ViewOnSite } from './view-on-site';

interface Props {
  title: string;
  /** The heading's id, when something on the screen is named by it. */
  titleId?: string;
  /** The public page the screen edits, and the words of the link to it (beside the title, wrapping under it on a phone). */
  site: { href: string; label: string };
  /** What the screen is for, under the title. */
  lead: string;
}

/** The top of an editing screen (Settings, gallery, videos, people): its title, a link to the public page it feeds, its lead. */
export function ScreenHeader({ title, titleId, site, lead }: Props) {
  return (
    <div>
      <TitleRow css={{ gap: '0 16px' }}>
        <PageTitle id={titleId} css={{ marginBottom: 6 }}>
          {title}
        </PageTitle>
        <ViewOnSite href={site.href}>{site.label}</ViewOnSite>
      </TitleRow>
      <p css={{ margin: 0, color: colors.muted }}>{lead}</p>
    </div>
  );
}
