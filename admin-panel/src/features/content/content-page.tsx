import type { ReactNode } from 'react';
import { Notice } from '../../ui/controls';
import { ScreenHeader } from '../../ui/screen-header';

interface Props {
  title: string;
  /** The public page the screen edits, and the words of the link to it. */
  site: { href: string; label: string };
  lead: string;
  /** Said while the list is known to be empty (the public page then shows samples); its test id. */
  emptyNotice?: { show: boolean; text: string; testId: string };
  /** The space between the screen's blocks. */
  gap?: number;
  children: ReactNode;
}

/**
 * A screen that edits one ordered content list of a public page (gallery, videos, people): its
 * title, a link to the page it feeds, what it is for, and a warning while the page shows samples.
 */
export function ContentPage({ title, site, lead, emptyNotice, gap = 16, children }: Props) {
  return (
    <div css={{ display: 'grid', gap, maxWidth: 1100 }}>
      <ScreenHeader title={title} site={site} lead={lead} />
      {emptyNotice?.show && (
        <Notice tone="warn" data-testid={emptyNotice.testId}>
          {emptyNotice.text}
        </Notice>
      )}
      {children}
    </div>
  );
}
