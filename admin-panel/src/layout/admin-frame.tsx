import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_ROUTES } from '@dds/shared/routes';
import { useSession } from '../features/auth/session-store';
import { NewSubmissionsBadge } from '../features/dashboard/new-submissions-badge';
import { ListAddressMemory } from '../features/record/back-to-list';
import { Button, VisuallyHidden } from '../ui/controls';
import { ConfirmHost } from '../ui/dialog';
import { TAP, colors, media } from '../ui/theme';
import { useAdminText } from '../i18n/admin-text';
import { usePanelLanguage } from '../i18n/panel-language';
import { frameText } from './frame-text';
import { navItemsFor } from './nav-items';
import { preloadListScreens } from './preload-lists';

const Grid = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side top' 'side main';
  background: ${colors.page};
  color: ${colors.text};
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  ${media.narrow} {
    /* Three rows: the stretching row is main's. With the two desktop rows, the hidden drawer's row took
       the spare height and short pages started under an empty grey band (docs/admin-guide.md). */
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'top' 'side' 'main';
  }
`;

const Top = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 20px;
  background: #fff;
  border-bottom: 1px solid #e5e7eb;
  ${media.narrow} { padding: 8px 12px; position: sticky; top: 0; z-index: 50; }
`;

// `open` is an HTML attribute of <details>/<dialog> only: emotion would write <nav open>.
const Side = styled('nav', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>`
  grid-area: side;
  background: #111827;
  padding: 16px 10px;
  ${media.narrow} {
    display: ${(p) => (p.open ? 'block' : 'none')};
    padding: 8px;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${TAP};
  padding: 0 14px;
  margin-bottom: 4px;
  border-radius: 6px;
  color: #e5e7eb;
  text-decoration: none;
  font-weight: 500;
  &:hover { background: #1f2937; }
  &.active { background: ${colors.brand}; color: #fff; }
  &:focus-visible { outline: 3px solid #93c5fd; outline-offset: 1px; }
`;

const AccountLink = styled(NavLink)`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  min-width: 0;
  padding: 0 8px;
  border-radius: 6px;
  color: ${colors.muted};
  font-size: 14px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover { color: ${colors.text}; text-decoration: underline; }
  &.active { color: ${colors.text}; font-weight: 600; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 1px; }
  ${media.narrow} { display: none; }
`;

const MenuButton = styled(Button)`
  ${media.wide} { display: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 8px; top: 8px; z-index: 100; background: #fff; padding: 8px 12px; border-radius: 6px; }
`;

/**
 * The toast sits top-right (docs/contract.md §2), where the top bar has its Log out button: while the frame is
 * shown, toasts start below the bar (the shared Toast reads --dds-toast-offset), so Log out stays clickable.
 */
function useToastsBelow() {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const place = () => root.style.setProperty('--dds-toast-offset', `${bar.current?.offsetHeight ?? 0}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (bar.current) observer?.observe(bar.current);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--dds-toast-offset');
    };
  }, []);
  return bar;
}

/**
 * The document speaks the panel's language while the frame is shown (docs/decisions/026-hindi.md §8):
 * screen readers then read Hindi with a Hindi voice, and the browser offers no translation of it.
 */
function useDocumentLanguage(language: string) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}

/** Sidebar + top bar around every admin page; on phones the sidebar becomes a drawer under the top bar. */
export function AdminFrame() {
  const t = useAdminText(frameText);
  const language = usePanelLanguage((s) => s.language);
  useDocumentLanguage(language);
  const email = useSession((s) => s.email);
  const role = useSession((s) => s.role);
  const signOut = useSession((s) => s.signOut);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(preloadListScreens, []);
  const top = useToastsBelow();

  return (
    <Grid lang={language}>
      <SkipLink href="#admin-main">{t('frame.skipToContent')}</SkipLink>
      <Top ref={top}>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? t('frame.closeMenu') : t('frame.menu')}
        </MenuButton>
        <strong css={{ color: colors.brand, fontSize: 18 }}>{t('frame.brand')}</strong>
        <NewSubmissionsBadge />
        <ListAddressMemory />
        {/* Who is signed in, as the way to their account page (password, sessions). On phones the
            drawer's "My account" entry takes its place, so the bar keeps to one line. */}
        <AccountLink to={ADMIN_ROUTES.account} title={t('frame.accountTitle')}>
          <VisuallyHidden>{t('frame.accountPrefix')}</VisuallyHidden>
          {email}
        </AccountLink>
        <Button type="button" onClick={() => void signOut()} css={{ [media.narrow]: { marginLeft: 'auto' } }}>
          {t('frame.logOut')}
        </Button>
      </Top>
      <Side id="admin-nav" aria-label={t('frame.sections')} open={menuOpen}>
        {navItemsFor(role).map((item) => (
          <Item key={item.to} to={item.to} end={item.end}>
            {t(item.label)}
          </Item>
        ))}
      </Side>
      <main
        id="admin-main"
        tabIndex={-1}
        css={{ gridArea: 'main', padding: 20, minWidth: 0, [media.narrow]: { padding: 12 } }}
      >
        <Outlet />
      </main>
      <ConfirmHost />
    </Grid>
  );
}
