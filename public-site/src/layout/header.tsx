import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { NAV_OVERLAY_MS } from '@dds/shared/constants';
import { ctaLink, dropdowns, topLinks } from '../content/navigation';
import { useInstituteName } from '../content/site-content';
import { useLogoPicture } from '../content/logo';
import { LanguageSwitch } from '../features/language/language-switch';
import { useInterfaceText } from '../i18n/interface-text';
import { layoutText } from './layout-text';
import { GlobalStyles } from '../ui/global-styles';
import { ResponsivePicture } from '../ui/responsive-picture';
import { HEADER_HEIGHT, color, mq, radius } from '../ui/theme';
import { NavDropdown } from './nav-dropdown';
import { Bar, Brand, Burger, Cta, Menu, MenuDetails, MenuPanel, TopLink } from './header-styles';
import { useNavState } from './use-nav-state';

const sweep = keyframes`
  0% { clip-path: circle(0% at calc(100% - 40px) 34px); opacity: 0.95; }
  60% { clip-path: circle(150% at calc(100% - 40px) 34px); opacity: 0.9; }
  100% { clip-path: circle(150% at calc(100% - 40px) 34px); opacity: 0; }
`;

/** docs/contract.md §3: the red overlay played for 600 ms on each toggle of the mobile menu. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  pointer-events: none;
  background: linear-gradient(135deg, ${color.brand}, ${color.brandDark});
  animation: ${sweep} ${NAV_OVERLAY_MS}ms ease-out forwards;
  ${mq.lg} { display: none; }
`;

export default function Header() {
  const instituteName = useInstituteName();
  const logo = useLogoPicture();
  const nav = useNavState();
  const t = useInterfaceText(layoutText);
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLElement>(null);

  // A visitor may have opened the menu or a dropdown before the app took over: keep what is open.
  const { adoptOpenState } = nav;
  useEffect(() => {
    if (headerRef.current) adoptOpenState(headerRef.current);
  }, [adoptOpenState]);

  // A click outside the header closes an open dropdown.
  const { openDropdown, setOpenDropdown } = nav;
  useEffect(() => {
    if (!openDropdown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenDropdown(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openDropdown, setOpenDropdown]);

  // Escape closes the innermost open thing and puts focus back on its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (nav.openDropdown) {
      const button = headerRef.current?.querySelector<HTMLElement>(`#nav-${nav.openDropdown} > summary`);
      nav.setOpenDropdown(null);
      button?.focus();
    } else if (nav.menuOpen) {
      nav.toggleMenu();
      burgerRef.current?.focus();
    }
  };

  return (
    <>
      <GlobalStyles />
      <a href="#main" className="skip-link" css={skipLink}>
        {t('header.skipToContent')}
      </a>
      <Bar ref={headerRef} onKeyDown={onKeyDown}>
        <Brand to="/" onClick={nav.closeAll}>
          <ResponsivePicture image={logo} alt="" width={44} height={44} loading="eager" />
          <span>{instituteName}</span>
        </Brand>
        {/* Beside the menu button on a phone (no need to open the menu to find it), after the menu on
            a wide screen: one switch, always in sight (decision 026). */}
        <LanguageSwitch />
        {/* Before the app is live the <details> opens on its own; once it is, its state drives it. The
            menu is the <nav> right after it, not inside it (header-styles.ts: MenuDetails). */}
        <MenuDetails open={nav.menuOpen} data-menu="" suppressHydrationWarning>
          <Burger
            ref={burgerRef}
            aria-controls="site-menu"
            onClick={(event: MouseEvent) => takeOver(event, nav.toggleMenu)}
          >
            <span className="bars" aria-hidden="true" />
            <span className="label label-open">{t('header.openMenu')}</span>
            <span className="label label-close">{t('header.closeMenu')}</span>
          </Burger>
        </MenuDetails>
        <MenuPanel aria-label={t('header.menu')} id="site-menu">
          <Menu>
            {topLinks.map((link) => (
              <li key={link.to}>
                <TopLink to={link.to} end onClick={nav.closeAll}>
                  {t(link.label)}
                </TopLink>
              </li>
            ))}
            {dropdowns.map((dropdown) => (
              <NavDropdown
                key={dropdown.id}
                dropdown={dropdown}
                open={nav.openDropdown === dropdown.id}
                onToggle={() => nav.toggleDropdown(dropdown.id)}
                onNavigate={nav.closeAll}
              />
            ))}
            <li className="cta">
              <Cta to={ctaLink.to} onClick={nav.closeAll}>
                {t(ctaLink.label)}
              </Cta>
            </li>
          </Menu>
        </MenuPanel>
      </Bar>
      {nav.overlayVisible && <Overlay key={nav.overlayKey} data-testid="nav-overlay" aria-hidden="true" />}
      {/* The bar is fixed; this keeps page content from sliding under it. */}
      <div aria-hidden="true" css={{ height: HEADER_HEIGHT }} />
    </>
  );
}

/** The live app toggles a <details> itself (so its state stays the one truth), not the browser. */
function takeOver(event: MouseEvent, toggle: () => void) {
  event.preventDefault();
  toggle();
}

const skipLink = {
  position: 'fixed' as const,
  left: 12,
  top: -80,
  zIndex: 100,
  padding: '12px 16px',
  background: color.brandDeep,
  color: color.white,
  borderRadius: radius.sm,
  '&:focus': { top: 12 },
};
