import { useAdminText } from '../i18n/admin-text';
import { VisuallyHidden } from './controls';
import { colors, TAP } from './theme';
import { uiText } from './ui-text';

/**
 * A link from a panel screen to the public page it edits, opened in a new tab so the form stays as
 * it is; its accessible name says so (and names the item, when given, for a link in each row of a list). A relative path: on the admin's own host the server sends a
 * public path on to the public site (docs/decisions/003-admin-on-its-own-host.md).
 */
export function ViewOnSite({ href, children, name }: { href: string; children?: string; name?: string }) {
  const t = useAdminText(uiText);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        minHeight: TAP,
        color: colors.focus,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {children ?? t('site.view')}
      {/* In a list of rows, "View" alone would be the same name many times. */}
      {name && <VisuallyHidden>{t('site.viewName', { name })}</VisuallyHidden>}
      <VisuallyHidden>{t('site.newTab')}</VisuallyHidden>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
