import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../features/auth/session-store';
import { Button } from '../ui/controls';
import { TAP, colors, media } from '../ui/theme';
import { NAV_ITEMS } from './nav-items';

const Grid = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 220px 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side top' 'side main';
  background: ${colors.page};
  color: ${colors.text};
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  ${media.narrow} {
    grid-template-columns: 1fr;
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

const Side = styled.nav<{ open: boolean }>`
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

const MenuButton = styled(Button)`
  ${media.wide} { display: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 8px; top: 8px; z-index: 100; background: #fff; padding: 8px 12px; border-radius: 6px; }
`;

/** Sidebar + top bar around every admin page; on phones the sidebar becomes a drawer under the top bar. */
export function AdminFrame() {
  const email = useSession((s) => s.email);
  const signOut = useSession((s) => s.signOut);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Grid>
      <SkipLink href="#admin-main">Skip to content</SkipLink>
      <Top>
        <MenuButton type="button" aria-expanded={menuOpen} aria-controls="admin-nav" onClick={() => setMenuOpen((o) => !o)}>
          {menuOpen ? 'Close menu' : 'Menu'}
        </MenuButton>
        <strong css={{ color: colors.brand, fontSize: 18 }}>DDS Admin</strong>
        <span css={{ marginLeft: 'auto', color: colors.muted, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', [media.narrow]: { display: 'none' } }}>
          {email}
        </span>
        <Button type="button" onClick={() => void signOut()} css={{ [media.narrow]: { marginLeft: 'auto' } }}>
          Log out
        </Button>
      </Top>
      <Side id="admin-nav" aria-label="Admin sections" open={menuOpen}>
        {NAV_ITEMS.map((item) => (
          <Item key={item.to} to={item.to} end={item.end}>
            {item.label}
          </Item>
        ))}
      </Side>
      <main id="admin-main" tabIndex={-1} css={{ gridArea: 'main', padding: 20, minWidth: 0, [media.narrow]: { padding: 12 } }}>
        <Outlet />
      </main>
    </Grid>
  );
}
